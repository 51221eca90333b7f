// Issue 30, items 3, 4 and 10: the production proxy's own behaviour, through the lane's nginx
// (deploy/nginx.conf.template): body caps that follow the app's, its own refusals in the API's
// envelope or a page in the visitor's language, a log without capability URLs, and slow or
// greedy clients cut as an instance alone would cut them. The cluster: harness.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import tls from "node:tls";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../app/locales/index.server.ts";
import { visitor } from "../../scripts/cluster/client.ts";
import {
  account,
  BASE_PORT,
  cluster,
  dir,
  missing,
  needsCluster,
  solvedChallenge,
  through,
} from "./harness.ts";
import { sleep } from "./load.ts";

needsCluster();

const MB = 1024 * 1024;
const nginxLog = (name: string) => {
  try {
    return readFileSync(path.join(dir, "nginx", name), "utf8");
  } catch {
    return "";
  }
};

/** A raw TLS connection to nginx that sends `head` and then nothing: when does nginx let go? */
function stall(head: string, from = "127.0.0.1") {
  return new Promise<{ ms: number; answer: string; socket: tls.TLSSocket }>((resolve, reject) => {
    const started = performance.now();
    let answer = "";
    const options: tls.ConnectionOptions & { localAddress: string } = {
      host: "127.0.0.1",
      port: BASE_PORT,
      ca: cluster.ca,
      servername: "localhost",
      localAddress: from,
    };
    const socket = tls.connect(options);
    socket.on("secureConnect", () => socket.write(head));
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ ms: performance.now() - started, answer, socket }));
  });
}

describe.skipIf(missing)("the proxy in front", () => {
  it("takes a 9 MB CV and an 18 MB artwork, and refuses what no route takes in the envelope", async () => {
    const c = through();
    const from = visitor(1, 40);
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(9 * MB, 0x20),
      Buffer.from("\n%%EOF\n"),
    ]);
    const cv = await c.post("/api/uploads?purpose=document&name=cv.pdf", pdf, {
      from,
      headers: { "x-challenge": await solvedChallenge(c, from) },
      timeoutMs: 60_000,
    });
    expect(cv.status, cv.text().slice(0, 200)).toBe(200);
    // Noise does not compress: an 18 MB PNG of 6.3 megapixels, inside the artwork's caps.
    const png = await sharp({
      create: {
        width: 2900,
        height: 2170,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 80 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(18 * MB);
    expect(png.length).toBeLessThan(20 * MB);
    const { token } = await account();
    const work = await c.post("/api/uploads?purpose=work&name=art.png", png, {
      from,
      token,
      timeoutMs: 60_000,
    });
    expect(work.status, work.text().slice(0, 200)).toBe(200);

    // Past every purpose's cap, and a JSON body past every route's: nginx's own 413, as the API
    // answers it.
    for (const [url, size] of [
      ["/api/uploads?purpose=work&name=huge.png", 22 * MB],
      ["/api/user/login", 3 * MB],
    ] as const) {
      const refused = await c.post(url, Buffer.alloc(size, 0x20), { from, timeoutMs: 60_000 });
      expect(refused.status, url).toBe(413);
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({ code: 413, data: { reason: "too_large" } });
    }
    // On a page, a page, in the visitor's language.
    const page = await c.post("/support", Buffer.alloc(3 * MB, 0x20), {
      from,
      headers: { "accept-language": "ja,en;q=0.5" },
      timeoutMs: 60_000,
    });
    expect(page.status).toBe(413);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text()).toContain('<html lang="ja">');
    expect(page.text()).toContain(messagesFor("ja").proxyPages.tooLargeTitle);
    c.close();
  });

  it("answers for an absent service in the envelope, and on pages in the visitor's language", async () => {
    const c = through();
    await cluster.setDown(0, true);
    await cluster.setDown(1, true);
    try {
      const api = await c.get("/api/health/ready");
      expect(api.status).toBe(502);
      expect(api.json()).toMatchObject({ code: 503, data: { reason: "unavailable" } });
      // The site's language cookie wins over Accept-Language, and ?lang= over both.
      const ko = await c.get("/download", {
        headers: { cookie: "language=ko", "accept-language": "en-US" },
      });
      expect(ko.status).toBe(502);
      expect(ko.text()).toContain('<html lang="ko">');
      expect(ko.text()).toContain(messagesFor("ko").proxyPages.unavailableTitle);
      const es = await c.get("/download?lang=es", { headers: { cookie: "language=ko" } });
      expect(es.text()).toContain(messagesFor("es").proxyPages.unavailableBody);
      expect(es.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    } finally {
      await cluster.setDown(0, false);
      await cluster.setDown(1, false);
    }
    expect((await c.get("/api/health/ready")).status).toBe(200);
    c.close();
  });

  it("keeps capability URLs out of its logs", async () => {
    const c = through();
    const secrets = [
      "GIFTSECRET7K3Q9P",
      "TICKETTOKEN5X8W2",
      "SHAREDTOKEN4M6N1",
      "INVITETOKEN9B2C7",
      "REDIRECTGIFT3J5H",
    ];
    const marker = `marker-${Date.now()}`;
    for (const url of [
      `/gift?code=${secrets[0]}`,
      `/support/ticket/T-7K3Q9P?token=${secrets[1]}`,
      `/shared/${secrets[2]}`,
      `/api/pose/shared/${secrets[2]}/image`,
      `/admin/invite?token=${secrets[3]}`,
      `/login?redirects=${encodeURIComponent(`/gift?code=${secrets[4]}`)}`,
      // Bad requests are logged too (and nginx's own refusals).
      `/api/gift/info?code=${secrets[0]}&from=2`,
      `/no/such/${marker}`,
    ]) {
      await c.get(url);
    }
    // The access log is buffered for a second.
    for (let i = 0; i < 50 && !nginxLog("access.log").includes(marker); i++) await sleep(100);
    const access = nginxLog("access.log");
    expect(access).toContain(marker);
    expect(access).toContain("/gift?***");
    expect(access).toContain("/shared/***");
    expect(access).toContain("/api/pose/shared/***/image");
    for (const log of [access, nginxLog("error.log")]) {
      for (const secret of secrets) expect(log).not.toContain(secret);
    }
    c.close();
  });

  it("cuts slow headers and slow bodies, and holds at most 64 connections per address", async () => {
    const slowHeaders = stall("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const slowBody = stall(
      "POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Content-Length: 100\r\n\r\n{",
    );
    // Sixty-four bodies on their way from one address, and a sixty-fifth request from it.
    const greedy = visitor(2, 40);
    const held = Array.from({ length: 64 }, () =>
      stall(
        "POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{",
        greedy,
      ),
    );
    await sleep(1000);
    const c = through();
    const refused = await c.get("/api/health", { from: greedy });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, data: { reason: "rate_limited" } });
    // Another address is not affected.
    expect((await c.get("/api/health", { from: visitor(3, 40) })).status).toBe(200);
    c.close();

    const [headers, body] = await Promise.all([slowHeaders, slowBody]);
    // An instance alone cuts headers after 10 s and a stalled body after its 30 s; before, nginx
    // held them 60 s and 130 s.
    expect(headers.ms).toBeGreaterThan(9_000);
    expect(headers.ms).toBeLessThan(14_000);
    expect(body.ms).toBeGreaterThan(9_000);
    expect(body.ms).toBeLessThan(14_000);
    // nginx closes a timed-out request without an answer: nothing reached an instance.
    expect(body.answer).toBe("");
    await Promise.all(held);
  }, 60_000);
});
