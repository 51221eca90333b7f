import { describe, expect, it } from "vitest";
import { bearer } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";

// Issue 30, item 1: a session whose login key was stolen could guess the current password on
// every sensitive action without limit (25 wrong in a row answered 25 × 400, each an argon2
// check). The re-checks now count as log-in does, per session and per account from an address,
// and the owner on a clean address is never held back by an attacker's failures.

const t = testAppForFile();

const PASSWORD = "a long enough password";
let accounts = 0;

async function account(ip: string) {
  const email = `recheck-${++accounts}@example.com`;
  const post = (url: string, payload: object, from = ip, token?: string) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: from, headers: bearer(token) });
  expect(
    (await post("/api/user/register", { email, password: PASSWORD, nickname: "Rei" })).json().code,
  ).toBe(200);
  const logIn = async (from: string) => {
    const res = await post("/api/user/login", { email, password: PASSWORD }, from);
    return res.json().data.loginKey as string;
  };
  return { post, logIn };
}

// Each sensitive action with a wrong current password, and with the right one where that is
// harmless to repeat (the right password must still get through after the limit).
const ACTIONS: { url: string; wrong: object }[] = [
  {
    url: "/api/user/password/change",
    wrong: { oldPassword: "not my password", newPassword: "another long password" },
  },
  { url: "/api/user/delete", wrong: { password: "not my password" } },
  { url: "/api/user/two-factor/enable", wrong: { password: "not my password", code: "123456" } },
  { url: "/api/user/two-factor/disable", wrong: { password: "not my password", code: "123456" } },
  {
    url: "/api/user/two-factor/recovery-codes",
    wrong: { password: "not my password", code: "123456" },
  },
];

describe("re-checks of the current password", () => {
  it.each(ACTIONS)("$url: five wrong passwords per session, then 429", async ({ url, wrong }) => {
    const { post, logIn } = await account("203.0.113.10");
    const stolen = await logIn("203.0.113.10");
    const answers: number[] = [];
    for (let i = 0; i < 25; i++)
      answers.push((await post(url, wrong, "203.0.113.10", stolen)).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));
    const limited = await post(url, wrong, "203.0.113.10", stolen);
    expect(limited.json().data).toMatchObject({ reason: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a stolen session moving between addresses is still held to five", async () => {
    const { post, logIn } = await account("203.0.113.20");
    const stolen = await logIn("203.0.113.20");
    const wrong = { oldPassword: "not my password", newPassword: "another long password" };
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push(
        (await post("/api/user/password/change", wrong, `198.51.100.${i + 1}`, stolen)).statusCode,
      );
    }
    expect(answers.filter((s) => s === 400)).toHaveLength(5);
    expect(answers.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });

  it("never locks the owner out: their own session on a clean address gets through", async () => {
    const { post, logIn } = await account("203.0.113.30");
    const stolen = await logIn("203.0.113.30");
    const wrong = { oldPassword: "not my password", newPassword: "another long password" };
    for (let i = 0; i < 10; i++)
      await post("/api/user/password/change", wrong, "203.0.113.30", stolen);
    const own = await logIn("192.0.2.44");
    const changed = await post(
      "/api/user/password/change",
      { oldPassword: PASSWORD, newPassword: "the owner's new password" },
      "192.0.2.44",
      own,
    );
    expect(changed.json().code).toBe(200);
  });

  it("the right password gives its attempt back, so the owner is never counted", async () => {
    const { post, logIn } = await account("203.0.113.40");
    const own = await logIn("203.0.113.40");
    let password = PASSWORD;
    for (let i = 0; i < 7; i++) {
      const next = `new long password number ${i}`;
      const res = await post(
        "/api/user/password/change",
        { oldPassword: password, newPassword: next },
        "203.0.113.40",
        own,
      );
      expect(res.json().code, `change ${i}`).toBe(200);
      password = next;
    }
  });
});
