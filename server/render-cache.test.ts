import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "./test/app.ts";
import { seedContent } from "./test/seed.ts";
import { createStaff, type TestStaff } from "./test/staff.ts";

// The render cache (ADR 0017) against the real build: what a cached page may and may not share.

const root = path.resolve(import.meta.dirname, "..");
let t: TestApp;
let admin: TestStaff;

beforeAll(async () => {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  }
  t = await createTestApp({ buildDir: path.join(root, "build") });
  await seedContent(t);
  admin = await createStaff(t, "admin");
}, 120_000);
afterAll(() => t?.close());

type Page = { status: number; body: string; nonce: string; cache: string | undefined; csp: string };

async function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({ url, headers });
  const csp = String(res.headers["content-security-policy"] ?? "");
  return {
    status: res.statusCode,
    body: res.body,
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
    cache: res.headers["x-render-cache"] as string | undefined,
    csp,
  };
}

/** Every nonce attribute in the page. */
const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
const withoutNonce = (page: Page) => page.body.split(page.nonce).join("NONCE");

describe("render cache", () => {
  it("serves the same page, with a fresh nonce that matches the CSP header each time", async () => {
    const first = await get("/?lang=en-US");
    const second = await get("/?lang=en-US");
    // Logged in (a bearer token) the page is rendered afresh: the uncached render to compare.
    const fresh = await get("/?lang=en-US", { authorization: "Bearer abcdefghijklmnopqrstuvwxyz" });
    expect([first.status, second.status, fresh.status]).toEqual([200, 200, 200]);
    expect([first.cache, second.cache, fresh.cache]).toEqual(["miss", "hit", undefined]);
    for (const page of [first, second, fresh]) {
      expect(page.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const nonces = noncesIn(page.body);
      expect(nonces.length).toBeGreaterThan(2);
      expect(new Set(nonces)).toEqual(new Set([page.nonce]));
    }
    expect(new Set([first.nonce, second.nonce, fresh.nonce]).size).toBe(3);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(withoutNonce(fresh)).toBe(withoutNonce(first));
    // The placeholder the cached copy was rendered with never reaches a visitor.
    expect(second.body).not.toMatch(/nonce="(?![A-Za-z0-9+/]{22}==")/);
  });

  it("sends a kept page gzipped, compressed when it was kept, to a client that takes gzip", async () => {
    await get("/download?lang=ja");
    const res = await t.app.inject({
      url: "/download?lang=ja",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-render-cache"]).toBe("hit");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const html = gunzipSync(res.rawPayload).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(new Set(noncesIn(html))).toEqual(new Set([nonce]));
    const plain = await get("/download?lang=ja", { "accept-encoding": "identity" });
    expect(plain.cache).toBe("hit");
    expect(html.split(nonce ?? "").join("NONCE")).toBe(withoutNonce(plain));
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 3);
  });

  it("never serves or keeps a page for a request with credentials or an unknown cookie", async () => {
    const entries = () => t.app.inject({ url: "/faq" });
    await entries();
    const hit = await get("/faq");
    expect(hit.cache).toBe("hit");
    const variants: Record<string, string>[] = [
      { authorization: `Bearer ${admin.token}` },
      { cookie: "session=abc123" },
      { cookie: "language=ja; sid=1" },
    ];
    for (const headers of variants) {
      const page = await get("/faq", headers);
      expect(page.status).toBe(200);
      expect(page.cache).toBeUndefined();
    }
    // Pages that depend on the visitor are never cached at all.
    for (const url of ["/login", "/gift?code=INKDOLL-WELCOME-2027", "/account", "/pose"]) {
      await get(url);
      expect((await get(url)).cache, url).toBeUndefined();
    }
  });

  it("keys by language (address, cookie, Accept-Language) and by the download page's platform", async () => {
    const en = await get("/themes?lang=en-US");
    const ja = await get("/themes?lang=ja");
    expect(en.body).toMatch(/<html lang="en-US"/);
    expect(ja.body).toMatch(/<html lang="ja"/);
    const byHeader = await get("/themes", { "accept-language": "ja,en;q=0.5" });
    const byCookie = await get("/themes", { cookie: "language=ko", "accept-language": "ja" });
    const plain = await get("/themes");
    expect(byHeader.body).toMatch(/<html lang="ja"/);
    expect(byCookie.body).toMatch(/<html lang="ko"/);
    expect(plain.body).toMatch(/<html lang="en-US"/);
    expect((await get("/themes", { "accept-language": "ja" })).cache).toBe("hit");
    expect((await get("/themes", { "accept-language": "ja" })).body).toMatch(/<html lang="ja"/);

    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15";
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
    const onPhone = await get("/download", { "user-agent": iphone });
    const onDesktop = await get("/download", { "user-agent": desktop });
    expect(onDesktop.cache).toBe("miss");
    expect((await get("/download", { "user-agent": iphone })).cache).toBe("hit");
    expect(withoutNonce(onPhone)).not.toBe(withoutNonce(onDesktop));
  });

  it("shows a console change on the very next request", async () => {
    const before = await get("/about");
    expect((await get("/about")).cache).toBe("hit");
    const list = await t.app.inject({ url: "/api/admin/config", headers: bearer(admin.token) });
    const icp = (
      list.json().data as { key: string; values: { language: string; updatedAt: string }[] }[]
    ).find((k) => k.key === "site.icp")?.values[0];
    const value = `ICP render-cache ${Date.now()}`;
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/admin/config/site.icp",
      headers: bearer(admin.token),
      payload: { language: "en_us", value, updatedAt: icp?.updatedAt ?? null },
    });
    expect(saved.json().code).toBe(200);
    expect(before.body).not.toContain(value);
    const after = await get("/about");
    expect(after.cache).toBe("miss");
    expect(after.body).toContain(value);
  });

  it("does not keep error pages", async () => {
    await get("/blog/no-such-post-here");
    const again = await get("/blog/no-such-post-here");
    expect(again.status).toBe(404);
    expect(again.cache).toBeUndefined();
    expect(new Set(noncesIn(again.body))).toEqual(new Set([again.nonce]));
  });
});
