// Pro prices (issue 31): entered per app, plan and region by an administrator, with history;
// /pro shows the one in effect, and nothing where none is entered.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema.ts";
import { bearer } from "../../test/app.ts";
import { staffedAppForFile } from "../../test/per-file.ts";

const { t, staff } = staffedAppForFile();

const change = (token: string, body: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/pro/prices",
    headers: bearer(token),
    payload: body,
  });
const prices = async () => (await t.app.inject({ url: "/api/pro/prices" })).json().data;

describe("Pro prices", () => {
  it("are entered by administrators only, kept with their history, and withdrawn", async () => {
    expect(await prices()).toEqual([]);
    const body = { app: "doll", plan: "monthly", region: "jp", currency: "jpy", amount: 600 };
    expect((await change(staff.editor.token, body)).json().data.reason).toBe("permission_missing");
    const first = await change(staff.admin.token, body);
    expect(first.json().data).toMatchObject({ region: "JP", currency: "JPY", amount: 600 });
    t.clock.advance(60_000);
    await change(staff.admin.token, { ...body, amount: 700 });
    await change(staff.admin.token, { ...body, region: "US", currency: "USD", amount: 499 });
    expect(await prices()).toEqual([
      expect.objectContaining({ region: "JP", currency: "JPY", amount: 700 }),
      expect.objectContaining({ region: "US", currency: "USD", amount: 499 }),
    ]);
    t.clock.advance(60_000);
    await change(staff.admin.token, { app: "doll", plan: "monthly", region: "US", amount: null });
    expect((await prices()).map((p: { region: string }) => p.region)).toEqual(["JP"]);

    const admin = await t.app.inject({
      url: "/api/admin/pro/prices",
      headers: bearer(staff.admin.token),
    });
    const { history } = admin.json().data;
    expect(
      history.map((h: { region: string; amount: number | null }) => [h.region, h.amount]),
    ).toEqual([
      ["US", null],
      ["US", 499],
      ["JP", 700],
      ["JP", 600],
    ]);
    expect(history[0].by).toMatch(/@example\.com$/);
    const audit = await t.db.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entity, "pro_price"));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "update:price",
      "update:price",
      "update:price",
      "withdraw:price",
    ]);
  });

  it("refuse what is not a price, naming the field", async () => {
    const base = { app: "doll", plan: "yearly", region: "DE", currency: "EUR", amount: 4999 };
    for (const [body, field] of [
      [{ ...base, region: "Germany" }, "region"],
      [{ ...base, currency: "euro" }, "currency"],
      [{ ...base, amount: 0 }, "amount"],
      [{ ...base, amount: 12.5 }, "amount"],
      [{ ...base, currency: undefined }, "currency"],
      [{ ...base, app: "brush" }, "app"],
    ] as const) {
      const res = await change(staff.admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data).toMatchObject({ reason: "invalid_input", field });
    }
  });
});
