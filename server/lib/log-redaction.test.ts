import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { createTestDb, type TestDb } from "../test/db.ts";
import { REDACT_PATHS, redactUrl, serializeError } from "./log-redaction.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.dispose());

describe("redactUrl", () => {
  it("masks every query value but a few harmless ones", () => {
    expect(redactUrl("/api/gift/info?code=AbCdEf123456789xyz&from=2")).toBe(
      "/api/gift/info?code=***&from=2",
    );
    expect(redactUrl("/gift?code=INKDOLL-WELCOME-2027&lang=ja")).toBe("/gift?code=***&lang=ja");
    expect(redactUrl("/login?redirects=%2Fgift%3Fcode%3DSecret123&email=a%40b.example")).toBe(
      "/login?redirects=***&email=***",
    );
    expect(redactUrl("/api/support/singleConfig?key=download.links&from=2")).toBe(
      "/api/support/singleConfig?key=download.links&from=2",
    );
    expect(redactUrl("/blog/first-post")).toBe("/blog/first-post");
    expect(redactUrl("/shared/Tok3n_abc")).toBe("/shared/***");
    expect(redactUrl("/api/pose/shared/Tok3n_abc/thumbnail?v=e&from=2")).toBe(
      "/api/pose/shared/***/thumbnail?v=***&from=2",
    );
    expect(redactUrl("/x?%E0%A4%A=1&token=t")).toBe("/x?%E0%A4%A=***&token=***");
  });
});

describe("serializeError", () => {
  it("drops a database error's bound values and row details", async () => {
    const values = {
      email: "leak.me@example.com",
      nickname: "Leak",
      passwordHash: "$argon2id$secret-hash",
    };
    await db.db.insert(users).values(values);
    const err = await db.db
      .insert(users)
      .values(values)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    // The raw error carries the values (so this test can fail), the serialized one does not.
    const raw = `${(err as Error).message} ${(err as Error).stack}`;
    expect(raw).toContain("leak.me@example.com");
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain("leak.me");
    expect(logged).not.toContain("secret-hash");
    expect(logged).toContain("insert into");
  });

  it("masks emails in any error message", () => {
    const logged = JSON.stringify(serializeError(new Error("no mail for ann@example.com")));
    expect(logged).not.toContain("ann@example.com");
    expect(logged).toContain("[email]");
  });
});

describe("REDACT_PATHS", () => {
  it("masks secret fields that a log call passes along", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { redact: REDACT_PATHS, stream: { write: (line: string) => void lines.push(line) } },
    });
    app.log.info(
      {
        password: "hunter2 hunter2",
        body: { loginKey: "key-abc-123", secret: "JBSWY3DPEHPK3PXP", nickname: "Ann" },
        req: { headers: { authorization: "Bearer tok", cookie: "language=ja" } },
        err: { code: "ECONNREFUSED" },
      },
      "x",
    );
    const text = lines.join("");
    for (const secret of [
      "hunter2",
      "key-abc-123",
      "JBSWY3DPEHPK3PXP",
      "Bearer tok",
      "language=ja",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("Ann");
    expect(text).toContain("ECONNREFUSED");
  });
});
