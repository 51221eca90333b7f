import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORK_LIMITS } from "../../../contract/works.ts";
import { auditEntries, uploads, workImages, works } from "../../db/schema.ts";
import { eventCount } from "../../lib/metrics.ts";
import { createAccount, type TestAccount } from "../../test/accounts.ts";
import { bearer, createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { createStaffOfEveryRole, type TestStaff } from "../../test/staff.ts";
import { hashPassword } from "../user/passwords.ts";
import { createUser, openSession } from "../user/repository.ts";
import { processNextWork } from "./images-service.ts";

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaffOfEveryRole>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffOfEveryRole(t);
});
afterAll(() => t.close());

const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const picture = (width = 900, height = 600, color = "#c33") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

function upload(body: Buffer, token?: string, name = "art.png") {
  return t.app.inject({
    method: "POST",
    url: `/api/uploads?purpose=work&name=${encodeURIComponent(name)}`,
    headers: { "content-type": "application/octet-stream", ...bearer(token) },
    remoteAddress: freshAddress(),
    body,
  });
}

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), remoteAddress: freshAddress(), payload });

const fields = (title = "Rooftop sketch") => ({
  title,
  description: "Posed with the doll, inked by hand.",
  tags: ["Ink", "rooftop", "ink"],
  apps: ["doll", "brush"],
  links: ["https://example.com/portfolio"],
});

/** Uploads and submits a work; answers its public id. */
async function submit(artist: TestAccount, title = "Rooftop sketch") {
  const token = (await upload(await picture(), artist.token)).json().data.token;
  const res = await call("POST", "/api/works", artist.token, {
    ...fields(title),
    upload: token,
    rights: true,
    locale: "ja",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/**
 * Runs the processing job until no work is left processing (the queue the submission kicked may
 * hold one meanwhile: then this waits for it).
 */
async function processAll() {
  for (let i = 0; i < 200; i++) {
    while (await processNextWork(t.db.db, t.clock.now())) {}
    const left = await t.db.db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.state, "processing"));
    if (!left.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("works left processing");
}

const stateOf = async (id: string) =>
  (await t.db.db.select({ state: works.state }).from(works).where(eq(works.publicId, id)))[0]
    ?.state;

const mine = async (artist: TestAccount) =>
  (await call("GET", "/api/works/mine", artist.token)).json().data as {
    id: string;
    state: string;
    thumbnail: { url: string } | null;
    rejectReason: string | null;
    editedSinceDecision: boolean;
  }[];

const decide = (who: TestStaff, id: string, body: object) =>
  call("POST", `/api/admin/works/${id}`, who.token, body);

const publicIds = async () =>
  ((await call("GET", "/api/works")).json().data.items as { id: string }[]).map((w) => w.id);

describe("work submissions", () => {
  it("refuses a renamed file, too many bytes and too many pixels, judged from the bytes", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const renamed = await upload(EXE, artist.token, "art.png");
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().data).toMatchObject({ reason: "file_type", field: "file" });
    const big = Buffer.concat([await picture(10, 10), Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await upload(big, artist.token);
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json().data.reason).toBe("file_too_large");
    // 8000 × 6000 = 48 megapixels in a small file: refused before decoding.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const many = await upload(bomb, artist.token);
    expect(many.statusCode).toBe(400);
    expect(many.json().data.reason).toBe("too_many_pixels");
  });

  it("needs a login, the rights confirmation, a known token and the account's own pose", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const token = (await upload(await picture(), artist.token)).json().data.token;
    expect(
      (await call("POST", "/api/works", undefined, { ...fields(), upload: token, rights: true }))
        .statusCode,
    ).toBe(401);
    const noRights = await call("POST", "/api/works", artist.token, {
      ...fields(),
      upload: token,
      rights: false,
    });
    expect(noRights.statusCode).toBe(400);
    expect(noRights.json().data).toMatchObject({ reason: "invalid_input", field: "rights" });
    const noApp = await call("POST", "/api/works", artist.token, {
      ...fields(),
      apps: [],
      upload: token,
      rights: true,
    });
    expect(noApp.json().data.field).toBe("apps");
    const unknown = await call("POST", "/api/works", artist.token, {
      ...fields(),
      upload: "nope",
      rights: true,
    });
    expect(unknown.json().data).toMatchObject({ reason: "upload_unknown", field: "upload" });
    const pose = await call("POST", "/api/works", artist.token, {
      ...fields(),
      poseId: "someone-elses",
      upload: token,
      rights: true,
    });
    expect(pose.json().data).toMatchObject({ reason: "pose_unknown", field: "poseId" });
  });

  it("limits submissions per account per day", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const tokens: string[] = [];
    const png = await picture(40, 40);
    for (let i = 0; i <= WORK_LIMITS.perDay; i++)
      tokens.push((await upload(png, artist.token)).json().data.token);
    for (let i = 0; i < WORK_LIMITS.perDay; i++) {
      const res = await call("POST", "/api/works", artist.token, {
        ...fields(),
        upload: tokens[i],
        rights: true,
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await call("POST", "/api/works", artist.token, {
      ...fields(),
      upload: tokens[WORK_LIMITS.perDay],
      rights: true,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().data.reason).toBe("rate_limited");
    const ids = (await mine(artist)).map((w) => w.id);
    for (const id of ids) await call("POST", `/api/works/mine/${id}/withdraw`, artist.token);
    await processAll();
  });
});

describe("moderation", () => {
  it("keeps a submission private until a moderator approves it, then serves its variants for good", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const counted = await eventCount("work_submission");
    const id = await submit(artist);
    expect(await eventCount("work_submission")).toBe(counted + 1);
    await processAll();
    expect(await stateOf(id)).toBe("pending");
    const [own] = await mine(artist);
    expect(own?.state).toBe("pending");
    // Invisible publicly: not listed, no page, no image without the artist's signed URL.
    expect(await publicIds()).not.toContain(id);
    expect((await call("GET", `/api/works/${id}`)).statusCode).toBe(404);
    const signed = own?.thumbnail?.url ?? "";
    expect((await call("GET", signed)).statusCode).toBe(200);
    expect((await call("GET", signed.replace(/\?.*/, ""))).statusCode).toBe(404);

    // Only moderators (and admins) decide.
    expect((await decide(staff.editor, id, { action: "approve" })).json().data).toMatchObject({
      reason: "permission_missing",
    });
    expect(
      (await call("POST", `/api/admin/works/${id}`, artist.token, { action: "approve" })).json()
        .data.reason,
    ).toBe("not_staff");
    expect(
      (await call("GET", "/api/admin/works?view=pending", staff.support.token)).statusCode,
    ).toBe(403);
    const queue = await call("GET", "/api/admin/works?view=pending", staff.moderator.token);
    expect(queue.json().data.map((w: { id: string }) => w.id)).toContain(id);

    expect(
      (await decide(staff.moderator, id, { action: "approve", featured: true })).statusCode,
    ).toBe(200);
    expect(t.mailer.sent.at(-1)?.subject).toBe(
      "あなたの作品が Inkdoll の作品ギャラリーに掲載されました",
    );
    expect(await publicIds()).toContain(id);
    const view = (await call("GET", `/api/works/${id}`)).json().data;
    expect(view).toMatchObject({
      title: "Rooftop sketch",
      featured: true,
      tags: ["ink", "rooftop"],
      width: 900,
      height: 600,
    });
    expect(view.variants).toHaveLength(9);
    const [row] = await t.db.db.select({ id: works.id }).from(works).where(eq(works.publicId, id));
    const stored = await t.db.db
      .select({
        format: workImages.format,
        width: workImages.width,
        height: workImages.height,
        byteSize: workImages.byteSize,
      })
      .from(workImages)
      .where(eq(workImages.workId, row?.id ?? 0));
    for (const variant of view.variants) {
      const res = await call("GET", variant.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.length).toBe(variant.bytes);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(stored).toContainEqual({
        format: variant.format,
        width: variant.width,
        height: variant.height,
        byteSize: variant.bytes,
      });
      const again = await t.app.inject({
        url: variant.url,
        headers: { "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    // A decision is taken once: approving again is a state conflict. It is audited.
    expect((await decide(staff.admin, id, { action: "approve" })).json().data).toMatchObject({
      reason: "wrong_state",
      state: "approved",
    });
    const audit = await t.db.db.select().from(auditEntries).where(eq(auditEntries.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(["approve:work"]);

    // Removed: gone from the list and its image URLs answer 410.
    expect(
      (await decide(staff.moderator, id, { action: "remove", note: "Asked by the artist" }))
        .statusCode,
    ).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect((await call("GET", view.variants[0].url)).statusCode).toBe(410);
    expect((await call("GET", `/api/works/${id}`)).statusCode).toBe(404);
    expect((await mine(artist))[0]?.state).toBe("removed");
  });

  it("tells the artist why a work was rejected; it goes back once edited", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const id = await submit(artist, "First try");
    await processAll();
    const rejected = await decide(staff.moderator, id, {
      action: "reject",
      reason: "low_quality",
      note: "Too small",
    });
    expect(rejected.statusCode).toBe(200);
    const mail = t.mailer.sent.at(-1);
    expect(mail?.text).toContain("画像が小さすぎる");
    expect(mail?.text).toContain("Too small");
    expect((await mine(artist))[0]).toMatchObject({
      state: "rejected",
      rejectReason: "low_quality",
    });
    const early = await call("POST", `/api/works/mine/${id}/resubmit`, artist.token);
    expect(early.json().data.reason).toBe("not_edited");
    t.clock.advance(60_000);
    expect(
      (await call("POST", `/api/works/mine/${id}/update`, artist.token, fields("Second try")))
        .statusCode,
    ).toBe(200);
    expect((await call("POST", `/api/works/mine/${id}/resubmit`, artist.token)).statusCode).toBe(
      200,
    );
    expect((await mine(artist))[0]).toMatchObject({ state: "pending", rejectReason: null });
    // Another account's work is not found, whatever it asks.
    const other = await createAccount(t.db.db, { now: t.clock.now() });
    expect((await call("POST", `/api/works/mine/${id}/withdraw`, other.token)).statusCode).toBe(
      404,
    );
    // Withdrawn: the row, its images and its original go.
    expect((await call("POST", `/api/works/mine/${id}/withdraw`, artist.token)).statusCode).toBe(
      200,
    );
    expect(await stateOf(id)).toBeUndefined();
  });

  it("hides a work several people reported until a moderator keeps it", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const id = await submit(artist, "Reported");
    await processAll();
    await decide(staff.moderator, id, { action: "approve" });
    const report = (address: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/works/${id}/report`,
        remoteAddress: address,
        payload: { reason: "not_theirs" },
      });
    const first = freshAddress();
    expect((await report(first)).json().data.hidden).toBe(false);
    // The same reporter counts once.
    expect((await report(first)).json().data.hidden).toBe(false);
    for (let i = 1; i < WORK_LIMITS.reportsToHide - 1; i++) await report(freshAddress());
    expect(await publicIds()).toContain(id);
    expect((await report(freshAddress())).json().data.hidden).toBe(true);
    expect(await publicIds()).not.toContain(id);
    const reported = (
      await call("GET", "/api/admin/works?view=reported", staff.moderator.token)
    ).json().data;
    expect(reported.find((w: { id: string }) => w.id === id)?.reports).toEqual({
      count: WORK_LIMITS.reportsToHide,
      reasons: { not_theirs: WORK_LIMITS.reportsToHide },
    });
    expect((await decide(staff.moderator, id, { action: "keep" })).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
  });
});

describe("account deletion", () => {
  it("removes the account's works, their images and their originals", async () => {
    const user = await createUser(t.db.db, {
      email: `works-${process.pid}@example.com`,
      nickname: "Leaving",
      passwordHash: await hashPassword("a long enough password"),
      now: t.clock.now(),
    });
    if (!user) throw new Error("no user");
    const token = await openSession(t.db.db, {
      userId: user.id,
      userAgent: "test",
      now: t.clock.now(),
    });
    const artist = { id: user.id, token, nickname: "Leaving" };
    const id = await submit(artist);
    await processAll();
    await decide(staff.moderator, id, { action: "approve" });
    const view = (await call("GET", `/api/works/${id}`)).json().data;
    const [row] = await t.db.db
      .select({ id: works.id, originalId: works.originalId })
      .from(works)
      .where(eq(works.publicId, id));
    const deleted = await call("POST", "/api/user/delete", token, {
      password: "a long enough password",
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stateOf(id)).toBeUndefined();
    expect(
      await t.db.db
        .select()
        .from(workImages)
        .where(eq(workImages.workId, row?.id ?? 0)),
    ).toEqual([]);
    expect(
      await t.db.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, [row?.originalId ?? 0])),
    ).toEqual([]);
    expect((await call("GET", view.variants[0].url)).statusCode).toBe(404);
  });
});
