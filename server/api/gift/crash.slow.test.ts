import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftClaims, gifts, rewards } from "../../db/schema.ts";
import { createAccount } from "../../test/accounts.ts";
import { serverData } from "../../test/server-data.ts";
import { newGiftCode } from "./service.ts";

// Nothing acknowledged is lost when the server dies in the middle of a claim burst: the real
// server (node server/main.ts) is SIGKILLed after the first successes, restarted on the same
// data (PGlite recovers its data directory; PostgreSQL aborts the dead connections'
// transactions), and the ledger is checked.

const SLOTS = 40;
const ACCOUNTS = 60;
const KILL_AFTER = 10;
const WORKERS = 8;

const data = serverData("gift-crash");
const openData = () => data.open(2);
// Each account claims from its own X-Forwarded-For address; 127.0.0.1 is a trusted proxy.
const startServer = () =>
  data.start({ RATE_LIMIT_API_PER_MINUTE: "100000", RATE_LIMIT_IMEI_PER_MINUTE: "100000" });

type Member = { id: number; token: string; ip: string };

async function prepare(): Promise<{ code: string; members: Member[]; sender: Member }> {
  const handle = await openData();
  try {
    await handle.migrate();
    const now = new Date();
    const make = async (i: number): Promise<Member> => {
      const { id, token } = await createAccount(handle.db, { nickname: `Crash ${i}`, now });
      return { id, token, ip: `10.99.${i >> 8}.${i & 255}` };
    };
    const sender = await make(0);
    const members: Member[] = [];
    for (let i = 1; i <= ACCOUNTS; i++) members.push(await make(i));
    // More slots than members may choose through the API: written directly.
    const code = newGiftCode();
    await handle.db.insert(gifts).values({
      code,
      senderId: sender.id,
      templateId: "pro-7",
      benefitKind: "pro_days",
      benefitAmount: 7,
      maxClaims: SLOTS,
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000),
      createdAt: now,
    });
    return { code, members, sender };
  } finally {
    // PGlite's data directory belongs to one process at a time: the server's from now on.
    await handle.close();
  }
}

async function claim(origin: string, code: string, member: Member) {
  const res = await fetch(`${origin}/api/gift/claim`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${member.token}`,
      "content-type": "application/json",
      // Each member behind its own address (127.0.0.1 is a trusted proxy by default), so the
      // per-address claim limit is not what this test measures.
      "x-forwarded-for": member.ip,
    },
    body: JSON.stringify({ code }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { reason?: string } } };
}

describe("a crash during a claim burst", () => {
  it("loses no acknowledged claim and never oversells, after SIGKILL and restart", async () => {
    const started = performance.now();
    const { code, members, sender } = await prepare();
    const first = await startServer();

    const acknowledged = new Set<number>();
    const refused = new Map<number, string>();
    const inFlight = new Set<number>();
    const queue = [...members];
    let killed = false;
    const worker = async () => {
      for (let member = queue.shift(); member && !killed; member = queue.shift()) {
        inFlight.add(member.id);
        try {
          const res = await claim(first.origin, code, member);
          inFlight.delete(member.id);
          if (res.status === 200) acknowledged.add(member.id);
          else refused.set(member.id, res.body.data?.reason ?? String(res.status));
          if (acknowledged.size >= KILL_AFTER && !killed) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        } catch {
          // The connection died with the server: this claim's outcome is unknown to the client.
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(await first.exited).toBe(null); // killed by the signal, not exited
    expect(killed).toBe(true);
    const acknowledgedBeforeKill = acknowledged.size;
    const unknownAtKill = [...inFlight];

    // Restart on the same data: PGlite must recover from the unclean stop.
    const second = await startServer();
    try {
      const mine = async (member: Member) => {
        const res = await fetch(`${second.origin}/api/gift/mine`, {
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(res.status).toBe(200);
        return (await res.json()).data as {
          sent: { claimsLeft: number; claims: unknown[] }[];
          rewards: { giftCode: string | null }[];
        };
      };
      for (const member of members.filter((m) => acknowledged.has(m.id))) {
        const data = await mine(member);
        expect(data.rewards.filter((r) => r.giftCode === code)).toHaveLength(1);
      }
      // Everyone else claims now: the gift fills up exactly, and no one gets two rewards.
      const rest = members.filter((m) => !acknowledged.has(m.id) && !refused.has(m.id));
      let committedUnacknowledged = 0;
      for (const member of rest) {
        const res = await claim(second.origin, code, member);
        if (res.status === 200) acknowledged.add(member.id);
        else if (res.body.data?.reason === "already_claimed") committedUnacknowledged++;
        else expect(res.body.data?.reason).toBe("none_left");
      }
      const sent = (await mine(sender)).sent[0];
      expect(sent?.claimsLeft).toBe(0);
      expect(sent?.claims).toHaveLength(SLOTS);
      console.info(
        `[${data.kind}] crash test: ${acknowledgedBeforeKill} claims ` +
          `acknowledged before SIGKILL, ${unknownAtKill.length} in flight at the kill ` +
          `(${committedUnacknowledged} of them had committed), ${acknowledged.size} acknowledged ` +
          `in all, ${Math.round(performance.now() - started)} ms`,
      );
    } finally {
      expect(await second.stop(), second.output().slice(-3000)).toBe(0);
    }

    const handle = await openData();
    try {
      const [gift] = await handle.db.select().from(gifts).where(eq(gifts.code, code));
      const claims = await handle.db
        .select()
        .from(giftClaims)
        .where(eq(giftClaims.giftId, gift?.id ?? 0));
      const ledger = await handle.db
        .select()
        .from(rewards)
        .where(eq(rewards.giftId, gift?.id ?? 0));
      expect(gift?.claimsCount).toBe(SLOTS);
      expect(gift?.claimsCount).toBeLessThanOrEqual(gift?.maxClaims ?? 0);
      expect(claims).toHaveLength(gift?.claimsCount ?? -1);
      expect(ledger).toHaveLength(claims.length);
      expect(new Set(ledger.map((r) => r.userId)).size).toBe(ledger.length);
      for (const id of acknowledged) expect(ledger.some((r) => r.userId === id)).toBe(true);
      const doubles = await handle.db
        .select({ userId: rewards.userId })
        .from(rewards)
        .groupBy(rewards.giftId, rewards.userId)
        .having(sql`count(*) > 1`);
      expect(doubles).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
