// Issue 20: the limits every instance shares through Redis and PostgreSQL (sign-ups per address,
// log-in lockout, spent challenges, the API limit per address) and whose X-Forwarded-For is
// believed (the proxy's only). The cluster: harness.ts.
import { describe, expect, it } from "vitest";
import { type Answer, visitor } from "../../scripts/cluster/client.ts";
import {
  API_PER_MINUTE,
  direct,
  instancePorts,
  missing,
  needsCluster,
  PASSWORD,
  SIGNUPS_PER_HOUR,
  solvedChallenge,
  through,
  upstreamPort,
} from "./harness.ts";

needsCluster();

/** An account with a real password (signed up through the cluster), for the log-in test. */
let member: { email: string; password: string } | undefined;

describe.skipIf(missing)("limits shared across instances", () => {
  it("counts sign-ups per address on both instances (a form limit)", async () => {
    const c = through();
    const from = visitor(1, 20);
    const answers: Answer[] = [];
    for (let i = 0; i <= SIGNUPS_PER_HOUR; i++) {
      answers.push(
        await c.post(
          "/api/user/register",
          { email: `cluster-${i}@example.com`, password: PASSWORD, nickname: `Cluster ${i}` },
          { from },
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(SIGNUPS_PER_HOUR).fill(200), 429]);
    expect(new Set(answers.map(upstreamPort))).toEqual(new Set(instancePorts()));
    member = { email: "cluster-0@example.com", password: PASSWORD };
    c.close();
  });

  it("locks log-in for an address and asks every address for proof of work, whichever instance answers", async () => {
    if (!member) throw new Error("needs the sign-up test's account");
    const c = through();
    const attacker = visitor(2, 20);
    const wrong = () =>
      c.post(
        "/api/user/login",
        { email: member?.email, password: "wrong password 1" },
        { from: attacker },
      );
    const statuses: number[] = [];
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 7; i++) {
      const res = await wrong();
      statuses.push(res.status);
      seen.add(upstreamPort(res));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(seen).toEqual(new Set(instancePorts()));
    // The right password from the locked address is still refused.
    const locked = await c.post("/api/user/login", member, { from: attacker });
    expect(locked.status).toBe(429);
    // Another address: the account's failures (counted on both instances) ask for proof of work.
    const owner = visitor(3, 20);
    const asked = await c.post("/api/user/login", member, { from: owner });
    expect(asked.status).toBe(428);
    const challenge = await solvedChallenge(c, owner);
    const [first, replay] = [
      await c.post("/api/user/login", { ...member, challenge }, { from: owner }),
      await c.post("/api/user/login", { ...member, challenge }, { from: owner }),
    ];
    expect(first.status).toBe(200);
    // A solved challenge is spent once across every instance.
    expect(replay.status).toBe(428);
    console.log(
      `[cluster] log-in lockout: ${statuses.join(", ")} from one address over both instances; other address 428 → solved challenge 200 → replay 428`,
    );
    c.close();
  }, 60_000);

  it(`stops an address at ${API_PER_MINUTE} API requests a minute across both instances, whatever X-Forwarded-For it sends`, async () => {
    const c = through();
    const from = visitor(4, 20);
    const answers: Answer[] = [];
    for (let round = 0; round < 13; round++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            c.get("/api/support/faq", {
              from,
              headers: { "x-forwarded-for": `198.51.100.${round * 10 + i}` },
            }),
          ),
        )),
      );
    }
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(API_PER_MINUTE);
    expect(refused).toHaveLength(answers.length - API_PER_MINUTE);
    expect(new Set(ok.map(upstreamPort))).toEqual(new Set(instancePorts()));
    expect(new Set(refused.map(upstreamPort))).toEqual(new Set(instancePorts()));
    console.log(
      `[cluster] API limit: ${answers.length} requests from one address: ${ok.length} × 200, ${refused.length} × 429, both instances`,
    );
    c.close();
  });
});

describe.skipIf(missing)("TRUST_PROXY: the proxy only", () => {
  it("ignores X-Forwarded-For from any other address, even on the instance's own port", async () => {
    const instance = direct(0);
    const faq = (from: string, n: number) =>
      instance.get("/api/support/faq", {
        from,
        headers: { "x-forwarded-for": `203.0.113.${n % 250}` },
      });
    // Another address talking straight to the instance: its X-Forwarded-For is not believed, so
    // all its requests count against it.
    const spoofer: number[] = [];
    for (let i = 0; i < API_PER_MINUTE + 3; i++)
      spoofer.push((await faq(visitor(6, 20), i)).status);
    expect(spoofer.filter((s) => s === 429)).toHaveLength(3);
    // From nginx's address the header is believed: 203.0.113.x are counted apart.
    const proxied: number[] = [];
    for (let i = 0; i < 10; i++) proxied.push((await faq("127.0.0.1", i)).status);
    expect(proxied.every((s) => s === 200)).toBe(true);
    instance.close();
  });
});
