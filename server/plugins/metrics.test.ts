import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { giftClient } from "../test/gifts.ts";
import { seedContent } from "../test/seed.ts";
import { createMetricsServer } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
let t: TestApp;
const gifts = giftClient(() => t);

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  await seedContent(t);
});
afterAll(() => t?.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series (name and exact label set as Prometheus prints them), 0 when absent. */
function value(text: string, series: string): number {
  for (const line of text.split("\n")) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return 0;
}

describe("/metrics", () => {
  it("answers only the bearer of METRICS_TOKEN", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("http_request_duration_seconds");
    await scrape();
  });

  it("is absent from the site's port without a token", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("process_cpu");
    } finally {
      await plain.close();
    }
  });

  it("counts requests per route pattern, errors, refusals and business events", async () => {
    const before = await scrape();
    const member = await gifts.account("Sender");
    const gift = await gifts.makeGift(member);
    const claimer = await gifts.account("Claimer");
    expect((await gifts.claim(gift.code, claimer.token)).json().code).toBe(200);
    expect((await gifts.info("NoSuchCodeAnywhere123")).statusCode).toBe(404);
    const res = await t.app.inject({
      url: "/api/user/register",
      method: "POST",
      payload: { email: "metrics@example.com", password: "metrics pass 2026", nickname: "M" },
    });
    expect(res.json().code).toBe(200);
    const go = await t.app.inject({ url: "/api/download/go?app=doll&channel=googleplay&from=2" });
    expect(go.statusCode).toBe(302);
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: "/api/support/faq?from=2" })).statusCode).toBe(200);
    }
    const after = await scrape();

    const claims = 'business_events_total{event="gift_claim"}';
    expect(value(after, claims) - value(before, claims)).toBe(1);
    const downloads = 'business_events_total{event="download"}';
    expect(value(after, downloads) - value(before, downloads)).toBe(1);
    const signups = 'business_events_total{event="signup"}';
    expect(value(after, signups) - value(before, signups)).toBe(1);
    // The route's pattern, not the code in the address.
    expect(after).toContain('route="/api/gift/info"');
    expect(after).not.toContain("NoSuchCodeAnywhere123");
    expect(after).not.toContain(gift.code);
    const notFound = 'http_errors_total{route="/api/gift/info",class="4xx"}';
    expect(value(after, notFound) - value(before, notFound)).toBe(1);
    const claimCount =
      'http_request_duration_seconds_count{method="POST",route="/api/gift/claim",status="200"}';
    expect(value(after, claimCount) - value(before, claimCount)).toBe(1);
    // Event-loop lag, the database and the caches are reported.
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(value(after, "db_up")).toBe(1);
    expect(after).toMatch(/^db_pool_max_connections\{driver="(pglite|postgres)"\} \d+/m);
    const hits = 'cache_lookups_total{cache="content",result="hit"}';
    expect(value(after, hits) - value(before, hits)).toBeGreaterThanOrEqual(1);
  });

  it("counts 429 refusals by route", async () => {
    const limited = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_SIGNUPS_PER_HOUR: "1" },
    });
    try {
      const series = 'rate_limit_refusals_total{route="/api/user/register"}';
      const read = async () =>
        value(
          (
            await limited.app.inject({
              url: "/metrics",
              headers: { authorization: `Bearer ${TOKEN}` },
            })
          ).body,
          series,
        );
      const before = await read();
      const statuses: number[] = [];
      for (const n of [1, 2]) {
        const res = await limited.app.inject({
          url: "/api/user/register",
          method: "POST",
          payload: {
            email: `limited${n}@example.com`,
            password: "limited pass 2026",
            nickname: "L",
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 429]);
      expect((await read()) - before).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it("serves the metrics port alone, with the token when one is set", async () => {
    const server = createMetricsServer(TOKEN);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/`)).status).toBe(404);
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("business_events_total");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
