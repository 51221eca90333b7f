import { describe, expect, it } from "vitest";
import {
  CategoryListReplySchema,
  DeviceIdSchema,
  ImeiReplySchema,
  IpDataReplySchema,
  UserInfoReplySchema,
  validReply,
} from "./replies.ts";

describe("validReply (spec §5: code 200 and a valid shape)", () => {
  it("gives the data of a well-formed success", () => {
    expect(validReply({ code: 200, data: { imei: "Zx9_-a" } }, ImeiReplySchema)).toEqual({
      imei: "Zx9_-a",
    });
  });

  it("refuses a success without the expected fields", () => {
    expect(validReply({ code: 200, data: {} }, ImeiReplySchema)).toBeNull();
    expect(validReply({ code: 200 }, ImeiReplySchema)).toBeNull();
    expect(validReply({ code: 200, data: { imei: 42 } }, ImeiReplySchema)).toBeNull();
    expect(validReply({ code: 200, data: { imei: "" } }, ImeiReplySchema)).toBeNull();
  });

  it("refuses any code other than 200, whatever the data", () => {
    expect(validReply({ code: 155, data: { imei: "abc" } }, ImeiReplySchema)).toBeNull();
    expect(validReply({ code: 429, data: { imei: "abc" } }, ImeiReplySchema)).toBeNull();
  });

  it("checks geo data, lists and the user", () => {
    const geo = { region: "JP", province: "Tokyo", country: "Japan" };
    expect(validReply({ code: 200, data: geo }, IpDataReplySchema)).toEqual(geo);
    expect(validReply({ code: 200, data: { region: "JP" } }, IpDataReplySchema)).toBeNull();
    expect(validReply({ code: 200, data: [] }, CategoryListReplySchema)).toEqual([]);
    expect(validReply({ code: 200, data: {} }, CategoryListReplySchema)).toBeNull();
    expect(validReply({ code: 200, data: [{ id: 1 }] }, CategoryListReplySchema)).toBeNull();
    const user = {
      id: 3,
      nickname: "Aki",
      email: "a***@x.com",
      avatar: "",
      createdAt: "2026",
      emailVerified: false,
    };
    expect(validReply({ code: 200, data: user }, UserInfoReplySchema)).toEqual(user);
    expect(validReply({ code: 200, data: { id: 3 } }, UserInfoReplySchema)).toBeNull();
    const { emailVerified: _, ...older } = user;
    expect(UserInfoReplySchema.safeParse(older)).toEqual({
      success: true,
      data: { ...older, emailVerified: true },
    });
    expect(UserInfoReplySchema.safeParse({ ...user, emailVerified: "no" }).success).toBe(false);
  });
});

describe("DeviceIdSchema", () => {
  it.each([["undefined"], ["null"], [""], ["has space"], ["ü"], ["x".repeat(129)]])(
    "refuses %s",
    (value) => {
      expect(DeviceIdSchema.safeParse(value).success).toBe(false);
    },
  );

  it("accepts the server's URL-safe ids", () => {
    expect(DeviceIdSchema.safeParse("q3Zc0-7_hS1bXk2Lm9PqRtUv").success).toBe(true);
  });
});

describe("the reply checker (reply-shape.ts)", () => {
  it("drops unknown keys and keeps an absent optional key absent, as zod does", () => {
    const geo = { region: "JP", province: "Tokyo", country: "Japan", extra: "<script>" };
    expect(IpDataReplySchema.safeParse(geo)).toEqual({
      success: true,
      data: { region: "JP", province: "Tokyo", country: "Japan" },
    });
  });

  it("refuses a number that is not finite, null for an object, and a bad array item", () => {
    const user = {
      id: Number.NaN,
      nickname: "Aki",
      email: "a",
      avatar: "",
      createdAt: "2026",
      emailVerified: true,
    };
    expect(UserInfoReplySchema.safeParse(user).success).toBe(false);
    expect(UserInfoReplySchema.safeParse(null).success).toBe(false);
    expect(UserInfoReplySchema.safeParse([]).success).toBe(false);
    const item = {
      id: 1,
      slug: "a",
      title: "A",
      summary: "",
      cover: "",
      url: "/blog/a",
      publishedAt: "2026",
      updatedAt: "2026",
      tags: ["ink"],
      language: "en-US",
    };
    expect(CategoryListReplySchema.safeParse([item]).success).toBe(true);
    expect(CategoryListReplySchema.safeParse([{ ...item, tags: [1] }]).success).toBe(false);
  });
});
