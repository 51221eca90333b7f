import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { WORK_REPORT_WEIGHTS } from "../../../contract/works.ts";
import { auditEntries, workImages, works } from "../../db/schema.ts";
import { eventCount } from "../../lib/metrics.ts";
import { createAccount } from "../../test/accounts.ts";
import { freshAddress } from "../../test/app.ts";
import { staffedAppForFile } from "../../test/per-file.ts";
import { fields, worksCalls } from "../../test/works.ts";

const { t, staff } = staffedAppForFile();

const { call, submit, processAll, stateOf, mine, decide, publicIds } = worksCalls(() => t);

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

  /** A report from `address`, logged in as `token` when given. */
  const reportAs = (id: string, address: string, token?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/works/${id}/report`,
      remoteAddress: address,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { reason: "not_theirs" },
    });
  /** Accounts made `days` ago, as reporters of some standing. */
  const reporters = async (n: number, days: number) => {
    const list = [];
    const then = new Date(t.clock.now().getTime() - days * 24 * 60 * 60 * 1000);
    for (let i = 0; i < n; i++) list.push(await createAccount(t.db.db, { now: then }));
    return list;
  };

  it("hides a work established reporters on three addresses reported, until a moderator keeps it; the artist is told", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const id = await submit(artist, "Reported");
    await processAll();
    await decide(staff.moderator, id, { action: "approve" });
    const [a, b, c] = await reporters(3, WORK_REPORT_WEIGHTS.establishedDays + 1);
    const first = freshAddress();
    expect((await reportAs(id, first, a?.token)).json().data.hidden).toBe(false);
    // The same reporter counts once.
    expect((await reportAs(id, first, a?.token)).json().data.hidden).toBe(false);
    expect((await reportAs(id, freshAddress(), b?.token)).json().data.hidden).toBe(false);
    expect(await publicIds()).toContain(id);
    expect((await reportAs(id, freshAddress(), c?.token)).json().data.hidden).toBe(true);
    expect(await publicIds()).not.toContain(id);
    const reported = (
      await call("GET", "/api/admin/works?view=reported", staff.moderator.token)
    ).json().data;
    expect(reported.find((w: { id: string }) => w.id === id)?.reports).toEqual({
      count: 3,
      reasons: { not_theirs: 3 },
    });
    t.mailer.sent.length = 0;
    expect((await decide(staff.moderator, id, { action: "keep" })).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    await vi.waitFor(() => expect(t.mailer.sent).toHaveLength(1));
    // In the language the artist submitted in (ja here).
    expect(t.mailer.sent[0]?.subject).toBe(
      "あなたの作品が Inkdoll の作品ギャラリーに再び掲載されました",
    );
    expect(t.mailer.sent[0]?.text).toContain(`/works/${id}`);
  });

  it("is not hidden by three new accounts from one address, nor by a few visitors (issue 30)", async () => {
    const artist = await createAccount(t.db.db, { now: t.clock.now() });
    const id = await submit(artist, "Targeted");
    await processAll();
    await decide(staff.moderator, id, { action: "approve" });
    const one = freshAddress();
    for (const sock of await reporters(3, 0)) {
      expect((await reportAs(id, one, sock.token)).json().data.hidden).toBe(false);
    }
    // Five visitors without accounts, on five addresses: 0.25 + 5 × 0.5 = 2.75 < 3.
    for (let i = 0; i < 5; i++) {
      expect((await reportAs(id, freshAddress())).json().data.hidden).toBe(false);
    }
    expect((await t.app.inject({ url: `/api/works/${id}` })).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    // Every report still reaches the moderators' queue.
    const reported = (
      await call("GET", "/api/admin/works?view=reported", staff.moderator.token)
    ).json().data;
    expect(reported.find((w: { id: string }) => w.id === id)?.reports.count).toBe(8);
  });
});
