import { describe, expect, it } from "vitest";
import { parseCsp } from "./observatory-csp.ts";
import { grade, scoreResponse } from "./observatory-rules.ts";

const OURS: Record<string, string> = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'; " +
    "img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
};

const score = (
  headers: Record<string, string>,
  body = "<html></html>",
  url = "https://x.example/",
) => scoreResponse({ url: new URL(url), status: 200, headers: new Headers(headers), body });

const resultOf = (scored: ReturnType<typeof score>, test: string) =>
  scored.results.find((r) => r.test === test)?.result;

describe("Observatory rules", () => {
  it("give our headers A+ (125)", () => {
    expect(score(OURS)).toMatchObject({ grade: "A+", score: 125 });
  });

  it("take points for what is missing or unsafe", () => {
    const { "content-security-policy": _, ...noCsp } = OURS;
    const withoutCsp = score(noCsp);
    expect(resultOf(withoutCsp, "content-security-policy")).toBe("csp-not-implemented");
    // -25 brings it below 90, so no bonus: 75.
    expect(withoutCsp).toMatchObject({ score: 75, grade: "B" });
    const inline = score({
      ...OURS,
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
    });
    expect(resultOf(inline, "content-security-policy")).toBe("csp-implemented-with-unsafe-inline");
    const shortHsts = score({ ...OURS, "strict-transport-security": "max-age=300" });
    expect(resultOf(shortHsts, "strict-transport-security")).toBe(
      "hsts-implemented-max-age-less-than-six-months",
    );
    expect(resultOf(score(OURS, "", "http://x.example/"), "strict-transport-security")).toBe(
      "hsts-not-implemented-no-https",
    );
    const { "x-content-type-options": __, ...noXcto } = OURS;
    expect(score(noXcto).score).toBe(120);
    const external = score(OURS, '<script src="https://cdn.example/a.js"></script>');
    expect(resultOf(external, "subresource-integrity")).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
    const cookie = score({ ...OURS, "set-cookie": "sessionid=1; Path=/" });
    expect(resultOf(cookie, "cookies")).toBe(
      "cookies-session-without-secure-flag-but-protected-by-hsts",
    );
  });

  it("grade like the Observatory: bonuses only from 90 up", () => {
    expect(
      grade([
        { test: "a", result: "", modifier: -15 },
        { test: "b", result: "", modifier: 20 },
      ]),
    ).toEqual({
      score: 85,
      grade: "A-",
    });
    expect(
      grade([
        { test: "a", result: "", modifier: -10 },
        { test: "b", result: "", modifier: 20 },
      ]),
    ).toEqual({
      score: 110,
      grade: "A+",
    });
    expect(parseCsp("Script-Src 'NONCE-x' a; script-src b").get("script-src")).toEqual(
      new Set(["'nonce-x'", "a"]),
    );
  });
});
