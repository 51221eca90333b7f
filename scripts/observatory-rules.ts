/**
 * The MDN HTTP Observatory's header tests and grading (its published scoring table and rules,
 * github.com/mdn/mdn-http-observatory, src/analyzer/tests and src/grader), applied to one
 * response. Its own package scans public hosts over the network with a database behind it; this
 * scores what our server answers, locally or through the cluster's proxy.
 */
import { cspTest } from "./observatory-csp.ts";

export type ScoredResponse = {
  /** The address the browser would see (https behind the proxy). */
  url: URL;
  status: number;
  headers: Headers;
  body: string;
  /** The response to a request sent with `Origin: https://http-observatory.example`. */
  corsHeaders?: Headers;
  /** How plain HTTP is answered: a redirect target, or null when not measured here. */
  httpRedirect?: { location: string | null; status: number } | null;
};

export type TestResult = { test: string; result: string; modifier: number };

function cookiesTest(r: ScoredResponse, hsts: boolean): TestResult {
  const test = "cookies";
  const cookies = r.headers.getSetCookie();
  if (!cookies.length) return { test, result: "cookies-not-found", modifier: 0 };
  const parsed = cookies.map((line) => {
    const [pair = "", ...attrs] = line.split(";").map((s) => s.trim());
    const flags = new Map(
      attrs.map((a) => {
        const [k = "", v = ""] = a.split("=");
        return [k.toLowerCase(), v.toLowerCase()] as const;
      }),
    );
    const name = pair.split("=")[0]?.toLowerCase() ?? "";
    return { name, flags, session: /sess|login|token|auth|sid/.test(name) };
  });
  const sameSiteBad = parsed.some(
    (c) =>
      c.flags.has("samesite") && !["strict", "lax", "none"].includes(c.flags.get("samesite") ?? ""),
  );
  if (sameSiteBad) return { test, result: "cookies-samesite-flag-invalid", modifier: -20 };
  if (parsed.some((c) => c.session && !c.flags.has("secure"))) {
    return hsts
      ? { test, result: "cookies-session-without-secure-flag-but-protected-by-hsts", modifier: -10 }
      : { test, result: "cookies-session-without-secure-flag", modifier: -40 };
  }
  if (parsed.some((c) => c.session && !c.flags.has("httponly"))) {
    return { test, result: "cookies-session-without-httponly-flag", modifier: -30 };
  }
  if (parsed.some((c) => !c.flags.has("secure"))) {
    return hsts
      ? { test, result: "cookies-without-secure-flag-but-protected-by-hsts", modifier: -5 }
      : { test, result: "cookies-without-secure-flag", modifier: -20 };
  }
  return parsed.every((c) => c.flags.has("samesite"))
    ? { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

export const PROBE_ORIGIN = "https://http-observatory.example";

function corsTest(r: ScoredResponse): TestResult {
  const test = "cross-origin-resource-sharing";
  const headers = r.corsHeaders ?? r.headers;
  const allow = headers.get("access-control-allow-origin");
  if (!allow) return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (allow.trim() === "*") {
    return {
      test,
      result: "cross-origin-resource-sharing-implemented-with-public-access",
      modifier: 0,
    };
  }
  if (allow === PROBE_ORIGIN && headers.get("access-control-allow-credentials") === "true") {
    return {
      test,
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
      modifier: -50,
    };
  }
  return {
    test,
    result: "cross-origin-resource-sharing-implemented-with-restricted-access",
    modifier: 0,
  };
}

function redirectionTest(r: ScoredResponse): TestResult {
  const test = "redirection";
  if (r.httpRedirect == null) return { test, result: "not-measured-here", modifier: 0 };
  const { location, status } = r.httpRedirect;
  if (status < 300 || status >= 400 || !location) {
    return { test, result: "redirection-missing", modifier: -20 };
  }
  const target = new URL(location, `http://${r.url.host}`);
  if (target.protocol !== "https:")
    return { test, result: "redirection-not-to-https", modifier: -20 };
  if (target.hostname !== r.url.hostname) {
    return { test, result: "redirection-off-host-from-http", modifier: -5 };
  }
  return { test, result: "redirection-to-https", modifier: 0 };
}

function referrerTest(r: ScoredResponse): TestResult {
  const test = "referrer-policy";
  const header = r.headers.get("referrer-policy");
  if (!header) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  const valid = new Set([
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
    "origin",
    "origin-when-cross-origin",
    "unsafe-url",
    "no-referrer-when-downgrade",
  ]);
  // Browsers use the last policy they understand.
  const policy = header
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => valid.has(s))
    .at(-1);
  if (!policy) return { test, result: "referrer-policy-header-invalid", modifier: -5 };
  return [
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ].includes(policy)
    ? { test, result: "referrer-policy-private", modifier: 5 }
    : { test, result: "referrer-policy-unsafe", modifier: -5 };
}

function hstsTest(r: ScoredResponse): TestResult & { on: boolean } {
  const test = "strict-transport-security";
  if (r.url.protocol !== "https:") {
    return { test, result: "hsts-not-implemented-no-https", modifier: -20, on: false };
  }
  const header = r.headers.get("strict-transport-security");
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20, on: false };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined)
    return { test, result: "hsts-header-invalid", modifier: -20, on: false };
  return Number(maxAge) >= 15_768_000
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0, on: true }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10, on: true };
}

function sriTest(r: ScoredResponse): TestResult {
  const test = "subresource-integrity";
  if (!(r.headers.get("content-type") ?? "").startsWith("text/html")) {
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  }
  const scripts = [...r.body.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => /\bsrc\s*=/.test(attrs));
  if (!scripts.length)
    return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  let external = false;
  let insecure = false;
  let allIntegrity = true;
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/.exec(attrs)?.[1] ?? "";
    const url = new URL(src, r.url);
    const integrity = /\bintegrity\s*=/.test(attrs);
    if (url.origin !== r.url.origin) {
      external = true;
      if (url.protocol !== "https:" || src.startsWith("//")) insecure = true;
      if (!integrity) allIntegrity = false;
    } else if (!integrity) allIntegrity = false;
  }
  if (!external) {
    return allIntegrity
      ? { test, result: "sri-implemented-and-all-scripts-loaded-securely", modifier: 5 }
      : {
          test,
          result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
          modifier: 0,
        };
  }
  if (insecure) {
    return allIntegrity
      ? { test, result: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 }
      : {
          test,
          result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
          modifier: -50,
        };
  }
  return allIntegrity
    ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
    : { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function xctoTest(r: ScoredResponse): TestResult {
  const test = "x-content-type-options";
  const header = r.headers.get("x-content-type-options");
  if (!header) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return header.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function xfoTest(r: ScoredResponse, viaCsp: boolean): TestResult {
  const test = "x-frame-options";
  if (viaCsp) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const header = r.headers.get("x-frame-options")?.trim().toLowerCase();
  if (!header) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  if (header === "deny" || header === "sameorigin") {
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  }
  if (header.startsWith("allow-from")) {
    return { test, result: "x-frame-options-allow-from-origin", modifier: 0 };
  }
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function corpTest(r: ScoredResponse): TestResult {
  const test = "cross-origin-resource-policy";
  const header = r.headers.get("cross-origin-resource-policy")?.trim().toLowerCase();
  if (!header) return { test, result: "corp-not-implemented", modifier: 0 };
  if (header === "same-origin")
    return { test, result: "corp-implemented-with-same-origin", modifier: 10 };
  if (header === "same-site")
    return { test, result: "corp-implemented-with-same-site", modifier: 10 };
  if (header === "cross-origin")
    return { test, result: "corp-implemented-with-cross-origin", modifier: 0 };
  return { test, result: "corp-header-invalid", modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/** Penalties count in full; bonuses only once the score without them is at least 90. */
export function grade(results: TestResult[]): { score: number; grade: string } {
  let score = 100;
  let bonus = 0;
  for (const { modifier } of results) {
    if (modifier < 0) score += modifier;
    else bonus += modifier;
  }
  if (score >= 90) score += bonus;
  score = Math.max(score, 0);
  const rounded = Math.min(score - (score % 5), 100);
  return { score, grade: GRADES.find(([min]) => rounded >= min)?.[1] ?? "F" };
}

export function scoreResponse(r: ScoredResponse) {
  const csp = cspTest(r);
  const hsts = hstsTest(r);
  const results: TestResult[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier },
    cookiesTest(r, hsts.on),
    corsTest(r),
    redirectionTest(r),
    referrerTest(r),
    { test: hsts.test, result: hsts.result, modifier: hsts.modifier },
    sriTest(r),
    xctoTest(r),
    xfoTest(r, csp.frameAncestorsSafe && csp.result !== "csp-not-implemented"),
    corpTest(r),
  ];
  return { results, ...grade(results) };
}
