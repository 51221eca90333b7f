import { describe, expect, it } from "vitest";
import { authFailures, challengeRedemptions } from "../db/schema.ts";
import { attemptsPurgeJob } from "../jobs/attempts-purge.ts";
import { createScheduler } from "../jobs/scheduler.ts";
import { poster } from "../test/app.ts";
import { solvedChallenge } from "../test/challenge.ts";
import { testAppForFile } from "../test/per-file.ts";
import { countAttempt, purgeExpired, takeAttempt } from "./attempts.ts";

const t = testAppForFile();

const minutes = (n: number) => n * 60 * 1000;

describe("auth_failures", () => {
  it("keeps keyed hashes, never the emails or addresses it compares", async () => {
    const post = poster(t, "203.0.113.77");
    await post("/api/user/login", { email: "Secret.Person@example.com", password: "not it 12345" });
    await post("/api/user/password/forgot", { email: "secret.person@example.com" });
    await post("/api/user/password/reset", {
      email: "secret.person@example.com",
      code: "123456",
      password: "a long enough password",
    });
    const rows = await t.db.db.select().from(authFailures);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const dump = JSON.stringify(rows);
    expect(dump).not.toMatch(/secret\.person|example\.com|203\.0\.113\.77/i);
    for (const row of rows) expect(row.key).toMatch(/^[a-z]+:[a-z]+:[A-Za-z0-9_-]{43}$/);
    // Still counted per key: the same input maps to the same row.
    const limit = { max: 2, windowMs: minutes(15) };
    await countAttempt(t.db.db, "test:key:a@example.com", limit, t.clock.now());
    await countAttempt(t.db.db, "test:key:a@example.com", limit, t.clock.now());
    expect(await takeAttempt(t.db.db, [["test:key:a@example.com", limit]], t.clock.now())).toEqual({
      ok: false,
      retryAfter: 900,
    });
    const other = await takeAttempt(t.db.db, [["test:key:b@example.com", limit]], t.clock.now());
    expect(other.ok).toBe(true);
  });

  it("purges counters past their window and spent challenges past their expiry", async () => {
    const now = t.clock.now();
    await countAttempt(t.db.db, "test:short:x", { windowMs: minutes(15) }, now);
    await countAttempt(t.db.db, "test:long:x", { windowMs: minutes(60) }, now);
    await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: {
        email: "x@example.com",
        password: "whatever 1",
        challenge: await solvedChallenge(t.app),
      },
    });
    const before = await t.db.db.select().from(authFailures);
    await purgeExpired(t.db.db, new Date(now.getTime() + minutes(16)));
    const after = await t.db.db.select().from(authFailures);
    expect(after.length).toBeLessThan(before.length);
    // The hour-long window survives a quarter-hour purge, then goes too.
    expect(after).toHaveLength(1);
    await purgeExpired(t.db.db, new Date(now.getTime() + minutes(61)));
    expect(await t.db.db.select().from(authFailures)).toHaveLength(0);
    // Spent solutions live until their challenge expires (wall clock), then are purged.
    await t.db.db
      .insert(challengeRedemptions)
      .values({ signature: "spent", expiresAt: new Date(Date.now() - 1000) });
    await purgeExpired(t.db.db, new Date());
    expect(await t.db.db.select().from(challengeRedemptions)).toHaveLength(0);
  });

  it("purges on a schedule that every instance can run at once", async () => {
    await countAttempt(t.db.db, "test:sched:x", { windowMs: 1000 }, new Date(Date.now() - 5000));
    const errors: unknown[] = [];
    // Two "instances" purging the same table concurrently: idempotent deletes, no errors.
    const log = { warn: (e: unknown) => void errors.push(e) };
    const schedulers = [1, 2].map(() =>
      createScheduler([attemptsPurgeJob({ db: t.db.db, now: () => new Date(), log, everyMs: 20 })]),
    );
    for (const scheduler of schedulers) scheduler.start();
    await expect
      .poll(async () => (await t.db.db.select().from(authFailures)).length, { timeout: 5000 })
      .toBe(0);
    for (const scheduler of schedulers) scheduler.stop();
    expect(errors).toEqual([]);
  });
});
