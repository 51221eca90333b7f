import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { WORK_LIMITS } from "../../../contract/works.ts";
import { uploads, users, workImages, works } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { staffedAppForFile } from "../../test/per-file.ts";
import { EXE, fields, picture, worksCalls } from "../../test/works.ts";
import { hashPassword } from "../user/passwords.ts";
import { createUser, openSession } from "../user/repository.ts";

const { t, staff } = staffedAppForFile();

const { upload, call, submit, processAll, stateOf, mine, decide } = worksCalls(() => t);

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

  it("files nothing until the account's address is confirmed, and keeps the upload for later", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now(), verified: false });
    const token = (await upload(await picture(), artist.token)).json().data.token;
    const body = { ...fields(), upload: token, rights: true };
    const refused = await call("POST", "/api/works", artist.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toEqual({ reason: "email_unverified" });
    expect(await mine(artist)).toEqual([]);
    await t.db.db
      .update(users)
      .set({ emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, artist.id));
    const filed = await call("POST", "/api/works", artist.token, body);
    expect(filed.statusCode).toBe(200);
    await call("POST", `/api/works/mine/${filed.json().data.id}/withdraw`, artist.token);
    await processAll();
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

describe("account deletion", () => {
  it("removes the account's works, their images and their originals", async () => {
    const user = await createUser(t.db.db, {
      email: `works-${process.pid}@example.com`,
      nickname: "Leaving",
      passwordHash: await hashPassword("a long enough password"),
      now: t.clock.now(),
    });
    if (!user) throw new Error("no user");
    await t.db.db
      .update(users)
      .set({ emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, user.id));
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
