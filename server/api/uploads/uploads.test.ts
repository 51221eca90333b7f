import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "../../../contract/uploads.ts";
import { uploads } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { createTestApp, freshAddress, type TestApp } from "../../test/app.ts";
import { uploadHeaders } from "../../test/challenge.ts";
import { phonePhoto } from "../../test/images.ts";
import { claimUploads, purgeUnclaimedUploads } from "./service.ts";

let t: TestApp;
/** An artist's login: artworks need an account. */
let artist: string;
beforeAll(async () => {
  t = await createTestApp();
  artist = (await createAccount(t.db.db, { now: t.clock.now() })).token;
});
afterAll(() => t.close());

/**
 * An upload as the site sends it: an artwork with the artist's login, anything else as a visitor
 * without an account, with a solved challenge (unless `headers` says otherwise).
 */
async function upload(
  purpose: string,
  body: Buffer,
  name = "file.png",
  address = freshAddress(),
  headers?: Record<string, string>,
  app = t,
) {
  return app.app.inject({
    method: "POST",
    url: `/api/uploads?purpose=${purpose}&name=${encodeURIComponent(name)}`,
    headers: {
      "x-forwarded-for": address,
      ...(headers ?? (await uploadHeaders(app.app, purpose === "work" ? artist : undefined))),
      "content-type": "application/octet-stream",
    },
    remoteAddress: "127.0.0.1",
    body,
  });
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

describe("uploads", () => {
  it("keeps a screenshot upright and without its metadata, answering a token", async () => {
    const photo = await phonePhoto(40, 20);
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString("latin1")).toContain("Phone");
    expect(before.orientation).toBe(6);
    const res = await upload("screenshot", photo, "IMG_0001.jpg");
    expect(res.statusCode).toBe(200);
    const receipt = res.json().data;
    expect(receipt).toMatchObject({
      purpose: "screenshot",
      contentType: "image/jpeg",
      fileName: "IMG_0001.jpg",
      width: 20,
      height: 40,
    });
    const [row] = await t.db.db
      .select({ bytes: uploads.bytes, tokenHash: uploads.tokenHash })
      .from(uploads)
      .where(eq(uploads.fileName, "IMG_0001.jpg"));
    if (!row) throw new Error("the upload was not stored");
    const meta = await sharp(row.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([20, 40]);
    // Only a hash of the token is stored.
    expect(row.tokenHash).not.toBe(receipt.token);
  });

  it("judges the type from the bytes: a renamed executable, or a PNG as a document, is refused", async () => {
    const exe = await upload("screenshot", EXE, "cute.png");
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ data: { reason: "file_type", field: "file" } });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload("document", png, "cv.pdf")).json().data.reason).toBe("file_type");
    const pdf = await upload("document", PDF, "cv.pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data.contentType).toBe("application/pdf");
    expect((await upload("screenshot", Buffer.alloc(0))).json().data.reason).toBe("file_empty");
  });

  it("refuses too many bytes and too many pixels before decoding", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload("document", big, "big.pdf");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data.reason).toBe("file_too_large");
    // 8000 × 6000 = 48 megapixels in a few kilobytes.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload("work", bomb, "bomb.png");
    expect(res.statusCode).toBe(400);
    expect(res.json().data.reason).toBe("too_many_pixels");
  });

  it("refuses an unknown purpose, naming it", async () => {
    const res = await upload("virus", PDF);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe("purpose");
  });

  it("claims a token once, all or nothing, and purges what nobody claimed", async () => {
    const a = (await upload("document", PDF, "a.pdf")).json().data.token;
    const b = (await upload("document", PDF, "b.pdf")).json().data.token;
    const now = t.clock.now();
    const db = t.db.db;
    expect(await claimUploads(db, [a, "nope"], "document", now)).toBeUndefined();
    expect(await claimUploads(db, [a], "screenshot", now)).toBeUndefined();
    await expect(
      db.transaction(async (tx) => {
        const claimed = await claimUploads(tx, [a, b], "document", now);
        expect(claimed?.map((c) => c.fileName).sort()).toEqual(["a.pdf", "b.pdf"]);
      }),
    ).resolves.toBeUndefined();
    expect(await claimUploads(db, [a], "document", now)).toBeUndefined();
    const late = (await upload("document", PDF, "late.pdf")).json().data.token;
    t.clock.advance(UPLOAD_LIMITS.unclaimedTtlMs + 1000);
    expect(await claimUploads(db, [late], "document", t.clock.now())).toBeUndefined();
    expect(await purgeUnclaimedUploads(db, t.clock.now())).toBeGreaterThan(0);
    const left = await db.select({ name: uploads.fileName }).from(uploads);
    expect(left.map((r) => r.name)).not.toContain("late.pdf");
    expect(left.map((r) => r.name)).toContain("a.pdf");
  });

  it("needs an account for an artwork, and a solved challenge without one (issue 30)", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a33" } })
      .png()
      .toBuffer();
    const anonymousWork = await upload("work", png, "art.png", freshAddress(), {});
    expect(anonymousWork.statusCode).toBe(401);
    expect(anonymousWork.json()).toMatchObject({ code: 2, data: { reason: "not_logged_in" } });
    const bare = await upload("screenshot", png, "shot.png", freshAddress(), {});
    expect(bare.statusCode).toBe(428);
    expect(bare.json().data).toMatchObject({ reason: "challenge_required", field: "challenge" });
    // A solution works once.
    const solved = await uploadHeaders(t.app);
    expect((await upload("screenshot", png, "a.png", freshAddress(), solved)).statusCode).toBe(200);
    expect((await upload("screenshot", png, "b.png", freshAddress(), solved)).statusCode).toBe(428);
    // With an account, no challenge.
    const member = await upload("document", PDF, "cv.pdf", freshAddress(), {
      authorization: `Bearer ${artist}`,
    });
    expect(member.statusCode).toBe(200);
  });

  it("lets an address without an account send 25 MB an hour", async () => {
    const from = freshAddress();
    const nine = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    expect(UPLOAD_LIMITS.anonymousBytesPerHour).toBe(25 * 1024 * 1024);
    expect((await upload("document", nine, "1.pdf", from)).statusCode).toBe(200);
    expect((await upload("document", nine, "2.pdf", from)).statusCode).toBe(200);
    const third = await upload("document", nine, "3.pdf", from);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await upload("document", nine, "4.pdf")).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After while the unclaimed files are at the site's cap", async () => {
    const small = await createTestApp({ env: { UPLOAD_UNCLAIMED_MAX_BYTES: "3000" } });
    try {
      const doc = Buffer.concat([PDF, Buffer.alloc(1500, 0x20)]);
      const first = await upload("document", doc, "a.pdf", freshAddress(), undefined, small);
      expect(first.statusCode).toBe(200);
      const full = await upload("document", doc, "b.pdf", freshAddress(), undefined, small);
      expect(full.statusCode).toBe(503);
      expect(full.json().data.reason).toBe("unavailable");
      expect(full.headers["retry-after"]).toBe("300");
      // Claimed or purged files make room again.
      small.clock.advance(UPLOAD_LIMITS.unclaimedTtlMs + 1000);
      await purgeUnclaimedUploads(small.db.db, small.clock.now());
      const again = await upload("document", doc, "c.pdf", freshAddress(), undefined, small);
      expect(again.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
