import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SECRETS_JOURNAL, scanE2eLog } from "./e2e-log-scan.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setUp(log: string[]) {
  dir = mkdtempSync(path.join(tmpdir(), "e2e-scan-"));
  const secrets = [
    "paper doll ink 2026",
    "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd",
    "gift-code-1234567890",
    "rec0-very-1",
    "rec0-very-2",
    "rec0-very-3",
    "rec0-very-4",
  ];
  writeFileSync(path.join(dir, SECRETS_JOURNAL), `${secrets.join("\n")}\n`);
  mkdirSync(path.join(dir, "outbox"));
  writeFileSync(
    path.join(dir, "outbox", "1.json"),
    JSON.stringify({
      to: "ann-1@example.com",
      text: "Your code is 482913.\nOr open http://127.0.0.1:4200/admin/invite?token=InviteTok3nXYZ",
    }),
  );
  const logFile = path.join(dir, "server.log");
  writeFileSync(logFile, log.join("\n"));
  return logFile;
}

const clean = [
  '{"level":30,"reqId":"a4829130-1111-2222-3333-444455556666","msg":"incoming request","req":{"url":"/gift?code=***"}}',
  '{"level":30,"responseTime":12.482913,"msg":"request completed"}',
];

describe("scanE2eLog", () => {
  it("passes a log without the run's secrets (digits inside ids and timings are not codes)", () => {
    const logFile = setUp(clean);
    const result = scanE2eLog(logFile, dir);
    expect(result.problem).toBeUndefined();
    expect(result.secrets).toBe(11);
    expect(result.leaks).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['{"req":{"url":"/gift?code=gift-code-1234567890"}}', "noted secret"],
    ['{"body":{"password":"paper doll ink 2026"}}', "noted secret"],
    ['{"url":"/login?p=paper%20doll%20ink%202026"}', "noted secret"],
    ['{"msg":"mail","text":"Your code is 482913."}', "mailed code"],
    ['{"url":"/admin/invite?token=InviteTok3nXYZ"}', "mailed link token"],
    ['{"mail":{"to":"ann-1@example.com"}}', "mail address"],
  ])("finds %s", (line, kind) => {
    const logFile = setUp([...clean, line]);
    const result = scanE2eLog(logFile, dir);
    expect(result.ok).toBe(false);
    expect(result.leaks).toContainEqual({ kind, line: 3 });
  });

  it("fails when the specs noted nothing or there is no log", () => {
    const logFile = setUp(clean);
    rmSync(path.join(dir, SECRETS_JOURNAL));
    expect(scanE2eLog(logFile, dir)).toMatchObject({ ok: false, problem: /only 3 secrets/ });
    expect(scanE2eLog(path.join(dir, "missing.log"), dir)).toMatchObject({ ok: false });
  });
});
