// Issue 20, run for real: what a single process cannot show about the topology itself — HTTPS
// with HTTP/2 and compression through nginx, a gift's slots handed out exactly once across both
// instances, the pose version rule across instances, and every kind of upload read back from the
// instance that did not receive it. The cluster: harness.ts.
import { readFileSync } from "node:fs";
import http2 from "node:http2";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ClusterClient, visitor } from "../../scripts/cluster/client.ts";
import { giftClaims, rewards } from "../../server/db/schema.ts";
import type { TestAccount } from "../../server/test/accounts.ts";
import { testImage, testScene } from "../../server/test/poses.ts";
import {
  account,
  BASE_PORT,
  cluster,
  db,
  direct,
  instancePorts,
  missing,
  needsCluster,
  solvedChallenge,
  staffToken,
  through,
  upstreamPort,
} from "./harness.ts";
import { sleep } from "./load.ts";

needsCluster();

describe.skipIf(missing)("the topology", () => {
  it("serves HTTPS with HTTP/2, compression, immutable assets and one request id", async () => {
    const session = http2.connect(`https://127.0.0.1:${BASE_PORT}`, {
      ca: cluster.ca,
      servername: "localhost",
    });
    const head = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      const req = session.request({
        ":path": "/",
        ":authority": `localhost:${BASE_PORT}`,
        "accept-encoding": "gzip, br",
      });
      req.on("response", resolve);
      req.on("error", reject);
      req.resume();
    });
    session.close();
    expect(head[":status"]).toBe(200);
    expect(head["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(head["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(head["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);

    const c = through();
    const home = await c.get("/");
    const asset = /\/assets\/[\w.-]+\.js/.exec(home.text())?.[0];
    expect(asset).toBeTruthy();
    const js = await c.get(asset as string, { headers: { "accept-encoding": "gzip" } });
    expect(js.status).toBe(200);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    // The id nginx sent upstream is the one the client sees, and both are in nginx's log.
    const id = home.headers["x-request-id"] as string;
    await sleep(1200);
    expect(
      readFileSync(path.join(path.dirname(cluster.nginx.conf), "access.log"), "utf8"),
    ).toContain(`id=${id}`);
    const plain = await new ClusterClient(`http://localhost:${BASE_PORT + 1}`).get("/login?x=1");
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${cluster.origin}/login?x=1`);
    c.close();
  });

  it("hands out a gift's 10 slots exactly once to 200 claims spread over both instances", async () => {
    const sender = await account();
    const claimants: TestAccount[] = [];
    for (let i = 0; i < 200; i++) claimants.push(await account());
    const c = through();
    const made = await c.post(
      "/api/gift/create",
      { templateId: "pro-7", message: "", maxClaims: 10, expiresInDays: 7 },
      { token: sender.token, from: visitor(1, 10) },
    );
    expect(made.status, made.text()).toBe(200);
    const code = made.json().data.code as string;
    const started = performance.now();
    const answers = await Promise.all(
      claimants.map((u, i) =>
        c.post("/api/gift/claim", { code }, { token: u.token, from: visitor(i, 11) }),
      ),
    );
    const elapsed = performance.now() - started;
    const ok = answers.filter((a) => a.status === 200);
    const none = answers.filter((a) => a.status === 409 && a.json().data.reason === "none_left");
    expect(ok).toHaveLength(10);
    expect(none).toHaveLength(190);
    expect(new Set(answers.map(upstreamPort))).toEqual(new Set(instancePorts()));
    const claims = await db.db.execute(
      sql`select count(*)::int as n from ${giftClaims} join gifts on gifts.id = ${giftClaims.giftId} where gifts.code = ${code}`,
    );
    const ledger = await db.db.execute(
      sql`select count(*)::int as n from ${rewards} join gifts on gifts.id = ${rewards.giftId} where gifts.code = ${code}`,
    );
    expect([...(claims as unknown as { n: number }[])][0]?.n).toBe(10);
    expect([...(ledger as unknown as { n: number }[])][0]?.n).toBe(10);
    const perInstance = instancePorts().map(
      (p) => answers.filter((a) => upstreamPort(a) === p).length,
    );
    console.log(
      `[cluster] gift: 200 claims on 10 slots in ${elapsed.toFixed(0)} ms through nginx (${perInstance.join(" + ")} per instance): 10 × 200, 190 × 409 none_left, 10 rewards`,
    );
    c.close();
  }, 60_000);

  it("keeps the pose version rule across instances, and serves a thumbnail from the other one", async () => {
    const owner = await account();
    const [a, b] = [direct(0), direct(1)];
    const thumbnail = (await testImage()).toString("base64");
    const created = await a.post(
      "/api/pose/create",
      { name: "Shared", scene: testScene(), thumbnail },
      { token: owner.token },
    );
    expect(created.status, created.text()).toBe(200);
    const pose = created.json().data as { id: string; version: number; thumbnailUrl: string };
    const onB = await b.post(
      `/api/pose/${pose.id}/update`,
      { version: pose.version, name: "Changed on B" },
      { token: owner.token },
    );
    expect(onB.status).toBe(200);
    const stale = await a.post(
      `/api/pose/${pose.id}/update`,
      { version: pose.version, name: "Stale on A" },
      { token: owner.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.json().data).toMatchObject({
      reason: "conflict",
      pose: { name: "Changed on B", version: pose.version + 1 },
    });
    for (const c of [b, through()]) {
      const image = await c.get(pose.thumbnailUrl);
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      c.close();
    }
    a.close();
  });

  // Every kind of upload, written through instance A and read through instance B: what to send
  // on A, and the URL (with whose token) that B must serve.
  type Uploaded = { url: string; token: string };
  // Without a login, an upload carries a solved challenge (issue 30).
  const upload = async (c: ClusterClient, purpose: string, bytes: Buffer, token?: string) => {
    const res = await c.post(`/api/uploads?purpose=${purpose}&name=art.png`, bytes, {
      token,
      ...(token ? {} : { headers: { "x-challenge": await solvedChallenge(c) } }),
    });
    expect(res.status, res.text()).toBe(200);
    return res.json().data.token as string;
  };
  const UPLOADS: [string, (a: ClusterClient, b: ClusterClient) => Promise<Uploaded>][] = [
    [
      "pose thumbnail",
      async (a) => {
        const owner = await account();
        const thumbnail = (await testImage(80, 60, "jpeg")).toString("base64");
        const res = await a.post(
          "/api/pose/create",
          { name: "Upload", scene: testScene(), thumbnail },
          { token: owner.token },
        );
        expect(res.status, res.text()).toBe(200);
        return { url: res.json().data.thumbnailUrl, token: owner.token };
      },
    ],
    [
      "work (its variants made by whichever instance's queue takes it)",
      async (a, b) => {
        const artist = await account();
        const image = await upload(a, "work", await testImage(900, 600, "png"), artist.token);
        const submitted = await a.post(
          "/api/works",
          {
            title: "Across instances",
            description: "Posed with the doll.",
            tags: ["ink"],
            apps: ["doll"],
            links: [],
            upload: image,
            rights: true,
            locale: "en-US",
          },
          { token: artist.token },
        );
        expect(submitted.status, submitted.text()).toBe(200);
        const id = submitted.json().data.id as string;
        for (let i = 0; i < 100; i++) {
          const mine = (await b.get("/api/works/mine", { token: artist.token })).json().data as {
            id: string;
            thumbnail: { url: string } | null;
          }[];
          const url = mine.find((w) => w.id === id)?.thumbnail?.url;
          if (url) return { url, token: artist.token };
          await sleep(100);
        }
        throw new Error("the work was never processed");
      },
    ],
    [
      "support attachment",
      async (a) => {
        const screenshot = await upload(a, "screenshot", await testImage(40, 30, "png"));
        const challenge = await solvedChallenge(a);
        const filed = await a.post("/api/support/tickets", {
          topic: "bug",
          app: "doll",
          platform: "ios",
          email: "cluster@example.com",
          message: "The doll stays grey.",
          screenshots: [screenshot],
          language: "en-US",
          challenge,
        });
        expect(filed.status, filed.text()).toBe(200);
        const reference = filed.json().data.reference as string;
        const inquiry = await a.get(`/api/admin/inbox/${reference}`, { token: staffToken });
        expect(inquiry.status, inquiry.text()).toBe(200);
        const [file] = inquiry.json().data.attachments as { url: string }[];
        if (!file) throw new Error("the ticket has no attachment");
        return { url: file.url, token: staffToken };
      },
    ],
  ];
  it.each(UPLOADS)(
    "serves an uploaded %s from the instance that did not receive it",
    async (_, send) => {
      const [a, b] = [direct(0), direct(1)];
      const { url, token } = await send(a, b);
      const served = await b.get(url, { token });
      expect(served.status, served.text()).toBe(200);
      expect(String(served.headers["content-type"])).toMatch(/^image\//);
      expect(served.body.length).toBeGreaterThan(0);
      a.close();
      b.close();
    },
  );
});
