import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ORIGIN_WARNING } from "./lib/public-origin.ts";
import { serverData } from "./test/server-data.ts";
import type { ServerProcess } from "./test/server-process.ts";

// A full visitor flow against the real server (node server/main.ts, LOG_LEVEL=info), its log
// written to a file, then searched for every secret and every piece of personal data the flow
// used: none may appear.

const data = serverData("log-hygiene");
let server: ServerProcess;

beforeAll(async () => {
  server = await data.start({
    RATE_LIMIT_API_PER_MINUTE: "100000",
    RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function call(method: "GET" | "POST", url: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) };
}

/** The first capture of `pattern` in a mail to `to` in the outbox (mail leaves after the answer). */
async function fromMail(to: string, pattern: RegExp): Promise<string> {
  const dir = path.join(data.dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json"));
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
      const found = mail.to === to ? pattern.exec(mail.text)?.[1] : undefined;
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

describe("logs of a full run", () => {
  it("hold no email, password, token, confirmation link, reset code or gift code", async () => {
    const secrets: string[] = [];
    const keep = (...values: string[]) => {
      secrets.push(...values);
      return values[0] as string;
    };
    const alice = keep("alice.logcheck@example.com");
    const bob = keep("bob.logcheck@example.com");
    const firstPassword = keep("first log check password");
    const secondPassword = keep("second log check password");

    await call("GET", "/");
    const a = await call("POST", "/api/user/register", {
      email: alice,
      password: firstPassword,
      nickname: "Alice",
    });
    expect(a.json().code).toBe(200);
    keep(a.json().data.loginKey);
    const b = await call("POST", "/api/user/register", {
      email: bob,
      password: firstPassword,
      nickname: "Bob",
    });
    const bobToken = keep(b.json().data.loginKey);
    expect(
      (await call("POST", "/api/user/login", { email: alice, password: "wrong one!" })).status,
    ).toBe(400);
    const login = await call("POST", "/api/user/login", { email: alice, password: firstPassword });
    keep(login.json().data.loginKey);
    // The emailed link opens its page, whose button confirms the address.
    const link = keep(await fromMail(alice, /\/verify-email\?token=([A-Za-z0-9_-]+)/));
    expect((await call("GET", `/verify-email?token=${link}&lang=en-US`)).status).toBe(200);
    expect((await call("POST", "/api/user/email/verify", { token: link })).json().code).toBe(200);

    await call("POST", "/api/user/password/forgot", { email: alice, language: "en-US" });
    const code = keep(await fromMail(alice, /code[^\n]*\b(\d{6})\b/));
    const reset = await call("POST", "/api/user/password/reset", {
      email: alice,
      code,
      password: secondPassword,
    });
    expect(reset.json().code).toBe(200);
    const aliceToken = keep(reset.json().data.loginKey);

    const gift = await call(
      "POST",
      "/api/gift/create",
      { templateId: "pro-7", message: "", maxClaims: 1, expiresInDays: 7 },
      aliceToken,
    );
    expect(gift.json().code).toBe(200);
    const giftCode = keep(gift.json().data.code);
    expect((await call("GET", `/api/gift/info?code=${giftCode}&from=2`)).status).toBe(200);
    expect((await call("GET", `/gift?code=${giftCode}`)).status).toBe(200);
    await call("GET", `/login?redirects=${encodeURIComponent(`/gift?code=${giftCode}`)}`);
    expect((await call("POST", "/api/gift/claim", { code: giftCode }, bobToken)).json().code).toBe(
      200,
    );
    // Personal data in a query string, as a careless client might send it.
    await call("GET", `/api/user/info?email=${encodeURIComponent(alice)}`, undefined, aliceToken);

    const databaseUrl = data.databaseUrl;
    if (databaseUrl) {
      // A database error carrying an email in its bound values and row details.
      const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(
        "alter table users add constraint log_check_short check (length(nickname) < 10) not valid",
      );
      await admin.end();
      const failed = await call("POST", "/api/user/register", {
        email: keep("carol.logcheck@example.com"),
        password: firstPassword,
        nickname: "Carol the long",
      });
      expect(failed.status).toBe(500);
    }

    await new Promise((r) => setTimeout(r, 300));
    const logFile = path.join(data.dataDir, "server.log");
    await writeFile(logFile, server.output());
    const log = await readFile(logFile, "utf8");
    // The log did record the flow (so the search below means something)…
    expect(log).toContain(`/api/gift/info?code=***&from=2`);
    expect(log).toContain("/api/gift/claim");
    expect(log).toContain("/verify-email?token=***&lang=en-US");
    if (databaseUrl) expect(log).toContain("request failed");
    // …and the start-up warning about links, once.
    expect(log.split(LOCAL_ORIGIN_WARNING).length - 1).toBe(1);
    const found = secrets.filter((s) => s && log.toLowerCase().includes(s.toLowerCase()));
    expect(found).toEqual([]);
  });
});
