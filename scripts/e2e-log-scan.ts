/**
 * Searches the browser tests' server log (reports/e2e-server.log, written by the Playwright
 * webServer at LOG_LEVEL=info) for every secret the run handled: the passwords, log-in tokens,
 * TOTP secrets, recovery codes and gift codes the specs noted (tests/e2e/helpers.ts
 * `noteSecrets`), and what the server mailed them: reset codes, invitation and gift links, the
 * addresses. None may appear. Run by `npm test` after the browser lane, or alone:
 *
 *     node scripts/e2e-log-scan.ts reports/e2e-server.log <E2E_DATA_DIR>
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const SECRETS_JOURNAL = "e2e-secrets.txt";

/** Fewer than this many secrets means the specs did not note them: the scan would prove nothing. */
const MIN_SECRETS = 10;

export type ScanResult = {
  ok: boolean;
  secrets: number;
  lines: number;
  /** Each leak: which kind of secret (never the secret itself) and the log line's number. */
  leaks: { kind: string; line: number }[];
  problem?: string;
};

type Secret = { value: string; kind: string };

const SECRET_PARAM = /token|code|key|secret|sig/i;

function mailSecrets(dataDir: string): Secret[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  const found: Secret[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const mail = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
      to?: string;
      text?: string;
    };
    if (mail.to) found.push({ value: mail.to, kind: "mail address" });
    const text = mail.text ?? "";
    for (const m of text.matchAll(/\b(\d{6})\b/g)) {
      found.push({ value: m[1] as string, kind: "mailed code" });
    }
    for (const m of text.matchAll(/https?:\/\/\S+/g)) {
      try {
        const url = new URL(m[0]);
        // The secrets a link carries (a ticket's or an invitation's token, a gift code), not the
        // identifiers beside them (an inquiry's reference, a language), which pages show anyway.
        for (const [name, value] of url.searchParams.entries()) {
          if (SECRET_PARAM.test(name) && value.length >= 8) {
            found.push({ value, kind: "mailed link token" });
          }
        }
      } catch {
        // Not a link after all.
      }
    }
  }
  return found;
}

function journalSecrets(dataDir: string): Secret[] {
  const file = path.join(dataDir, SECRETS_JOURNAL);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((value) => ({ value, kind: "noted secret" }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A secret as it could appear in a JSON log line: raw, JSON-escaped or URL-encoded. */
function patternOf(secret: string): RegExp {
  const forms = new Set([
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%20/g, "+"),
  ]);
  const alternatives = [...forms].map(escapeRegExp).join("|");
  // Short all-digit codes must stand alone: inside a UUID or a timing they are chance.
  return /^\d{1,8}$/.test(secret)
    ? new RegExp(`(?<![\\w.])(?:${alternatives})(?!\\w|\\.\\d)`)
    : new RegExp(alternatives);
}

export function scanE2eLog(logFile: string, dataDir: string): ScanResult {
  const secrets = [...journalSecrets(dataDir), ...mailSecrets(dataDir)];
  const unique = [...new Map(secrets.map((s) => [s.value, s])).values()];
  if (!existsSync(logFile)) {
    return {
      ok: false,
      secrets: unique.length,
      lines: 0,
      leaks: [],
      problem: `no log at ${logFile}`,
    };
  }
  const lines = readFileSync(logFile, "utf8").split("\n");
  if (unique.length < MIN_SECRETS) {
    return {
      ok: false,
      secrets: unique.length,
      lines: lines.length,
      leaks: [],
      problem: `only ${unique.length} secrets noted in ${dataDir}: the specs did not record them`,
    };
  }
  const patterns = unique.map((s) => ({ kind: s.kind, pattern: patternOf(s.value) }));
  const leaks: ScanResult["leaks"] = [];
  lines.forEach((line, index) => {
    for (const { kind, pattern } of patterns) {
      if (pattern.test(line)) leaks.push({ kind, line: index + 1 });
    }
  });
  return { ok: leaks.length === 0, secrets: unique.length, lines: lines.length, leaks };
}

export function reportScan(result: ScanResult, logFile: string): void {
  if (result.problem) console.error(`e2e log scan: ${result.problem}`);
  for (const leak of result.leaks.slice(0, 20)) {
    console.error(`e2e log scan: a ${leak.kind} appears at ${logFile}:${leak.line}`);
  }
  console.log(
    `e2e log scan: ${result.secrets} secrets searched in ${result.lines} log lines: ` +
      `${result.leaks.length} found`,
  );
}

if (import.meta.main) {
  const [logFile = "reports/e2e-server.log", dataDir = process.env.E2E_DATA_DIR ?? ""] =
    process.argv.slice(2);
  const result = scanE2eLog(logFile, dataDir);
  reportScan(result, logFile);
  process.exit(result.ok ? 0 : 1);
}
