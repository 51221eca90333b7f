import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { seedContent } from "../test/seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_API_PER_MINUTE: "0", RATE_LIMIT_IMEI_PER_MINUTE: "0" },
  });
  await seedContent(t);
});
afterAll(() => t.close());

// 500 runs a property in npm test (six properties, 3,000 requests: 24 s of the slow lane at 1,000
// runs, 2026-12-04); FUZZ_RUNS=5000 npm run test:slow searches deeper.
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

const latin1 = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    "0",
    "1",
    "2",
    "3",
    "4",
    "999",
    "1000",
    "-1",
    "NaN",
    "null",
    "[]",
    "{}",
    "%00",
    "\u0000",
  ),
  fc.string({ maxLength: 2000 }),
);

function queryArb(keys: string[], valid: fc.Arbitrary<Record<string, string>>) {
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }));
  const extras = fc.array(fc.tuple(key, value), { maxLength: 8 });
  return fc
    .tuple(fc.oneof(valid, fc.constant({})), extras, fc.boolean())
    .map(([base, pairs, withExtras]) => {
      const params = new URLSearchParams(base);
      if (withExtras || Object.keys(base).length === 0) {
        for (const [k, v] of pairs) params.append(k, v);
      }
      return params.toString();
    });
}

const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);

const headersArb = fc.record(
  {
    "x-language": fc.oneof(
      fc.constantFrom("zh_cn", "zh_hk", "en_us", "ja_jp", "ko_kr", "es_es", "", "EN_US"),
      latin1,
    ),
    "content-type": fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/octet-stream",
      "",
    ),
    "if-none-match": latin1,
    "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), latin1),
  },
  { requiredKeys: [] },
);

const bodyArb = fc.option(
  fc.oneof(fc.json(), fc.string({ maxLength: 200 }), fc.constantFrom("{", "[]", "null", "")),
  { nil: undefined },
);

const ENDPOINTS = [
  {
    method: "GET",
    url: "/api/support/ip2geo",
    keys: ["from"],
    valid: fc.record({ from: digits(1, 3) }),
  },
  {
    method: "GET",
    url: "/api/support/getImei",
    keys: ["osType", "ua", "from"],
    valid: fc.record({ osType: digits(0, 2), ua: fc.string({ maxLength: 600 }) }),
  },
  {
    method: "GET",
    url: "/api/support/singleConfig",
    keys: ["key", "from", "platform", "channel"],
    valid: fc.record({
      key: fc.constantFrom("marketing.figures", "subsites", "support.email", "nope"),
    }),
  },
  {
    method: "POST",
    url: "/api/brand/category",
    keys: ["colType", "webType", "currentPage", "pageSize", "from"],
    valid: fc.record({
      colType: digits(1, 4),
      webType: fc.constant("1"),
      currentPage: digits(1, 5),
      pageSize: digits(1, 999),
    }),
  },
  {
    method: "GET",
    url: "/api/gift/info",
    keys: ["code", "from"],
    valid: fc.record({
      code: fc.constantFrom(
        "INKDOLL-WELCOME-2027",
        "INKDOLL-NEWYEAR-2026",
        "AAAAAAAAAAAAAAAAAAAAAAAA",
        "bad code",
      ),
    }),
  },
  {
    method: "GET",
    url: "/api/gift/templates",
    keys: ["from"],
    valid: fc.record({ from: digits(1, 3) }),
  },
] as const;

describe("fuzzing the public API", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url}: never a 5xx, always an envelope`, async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          queryArb([...endpoint.keys], endpoint.valid as fc.Arbitrary<Record<string, string>>),
          headersArb,
          bodyArb,
          fc.constantFrom(endpoint.method, endpoint.method, "PUT", "DELETE"),
          async (query, headers, body, method) => {
            const res = await t.app.inject({
              method,
              url: `${endpoint.url}?${query}`,
              headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== "")),
              ...(body !== undefined && method !== "GET" ? { payload: body } : {}),
            });
            seen.add(res.statusCode);
            expect(res.statusCode).toBeLessThan(500);
            if (res.statusCode === 304) return;
            const envelope = res.json();
            expect(typeof envelope.code).toBe("number");
            expect(typeof envelope.msg).toBe("string");
            expect(envelope.msg.length).toBeGreaterThan(0);
            if (res.statusCode === 200) expect(envelope.code).toBe(200);
            else expect(envelope.code).toBe(res.statusCode === 401 ? 2 : res.statusCode);
            expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |postgres/i);
          },
        ),
        { numRuns: RUNS },
      );
      expect(seen.has(400) || seen.has(404)).toBe(true);
      expect(seen.has(200)).toBe(true);
    }, 120_000);
  }
});
