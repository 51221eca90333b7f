/**
 * The Observatory's Content-Security-Policy test (src/analyzer/tests/csp.js): the policy parsed
 * as browsers read it, then scored. Kept apart from observatory-rules.ts, the other tests and the
 * grade, as it is half of them by size.
 */
import type { ScoredResponse, TestResult } from "./observatory-rules.ts";

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Set<string>) =>
  [...sources].some((s) => NONCES_HASHES.some((prefix) => s.startsWith(prefix)));

/** Directive → sources; the first of a repeated directive counts, as in browsers. */
export function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) continue;
    policy.set(
      directive,
      new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s)).filter(Boolean)),
    );
  }
  return policy;
}

export function cspTest(r: ScoredResponse): TestResult & { frameAncestorsSafe: boolean } {
  const test = "content-security-policy";
  const header = r.headers.get("content-security-policy");
  if (!header)
    return { test, result: "csp-not-implemented", modifier: -25, frameAncestorsSafe: false };
  const csp = parseCsp(header.split(",")[0] ?? "");
  const star = () => new Set(["*"]);
  const frameAncestors = csp.get("frame-ancestors") ?? star();
  const objectSrc = new Set(csp.get("object-src") ?? csp.get("default-src") ?? star());
  const scriptSrc = new Set(csp.get("script-src") ?? csp.get("default-src") ?? star());
  const styleSrc = new Set(csp.get("style-src") ?? csp.get("default-src") ?? star());
  for (const list of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  }
  let result: string | null = null;
  let modifier = 0;
  const set = (name: string, value: number) => {
    if (result === null) {
      result = name;
      modifier = value;
    }
  };
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((s) => source.startsWith(s)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        scriptSrc.delete(source);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    set("csp-header-invalid", -25);
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()]
    .filter(([d]) => !passive.has(d) && d !== "script-src")
    .flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passiveSources = [...passive].flatMap((d) => [
    ...(csp.get(d) ?? csp.get("default-src") ?? new Set<string>()),
  ]);
  const https = r.url.protocol === "https:";
  if (
    [...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) ||
    [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))
  ) {
    set("csp-implemented-with-unsafe-inline", -20);
  }
  if (https && active.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    set("csp-implemented-with-insecure-scheme", -20);
  }
  if (new Set([...scriptSrc, ...styleSrc]).has("'unsafe-eval'")) {
    set("csp-implemented-with-unsafe-eval", -10);
  }
  if (https && passiveSources.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    set("csp-implemented-with-insecure-scheme-in-passive-content-only", -10);
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    set("csp-implemented-with-unsafe-inline-in-style-src-only", 0);
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    set("csp-implemented-with-no-unsafe-default-src-none", 10);
  } else {
    set("csp-implemented-with-no-unsafe", 5);
  }
  return {
    test,
    result: result ?? "csp-implemented-with-no-unsafe",
    modifier,
    frameAncestorsSafe: ![...frameAncestors].some((s) => DANGEROUSLY_BROAD.has(s)),
  };
}
