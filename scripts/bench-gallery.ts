/**
 * `npm run bench:gallery`: the first page of /api/pose/list for an account of 10,000 saved poses
 * against one of 100, in the same run, on PGlite and (when TEST_DATABASE_URL or DATABASE_URL is
 * set) on PostgreSQL. Keyset paging on poses_user_live_idx should keep the two within 2×.
 * A benchmark, not a test: it prints medians and the ratio, and exits 1 past 2×.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { createUser, openSession } from "../server/api/user/repository.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { type DbHandle, openDatabase } from "../server/db/client.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$c29tZWhhc2hzb21laGFzaA";
const SCENE = {
  v: 1,
  dolls: [
    {
      body: { type: "adultFemale", height: 165, heads: 7.5 },
      pose: { rotations: { upperArmL: [0, 0, -60], forearmL: [0, 30, 0] }, hips: [0, 0, 0] },
      position: [0, 0],
      facing: 0,
    },
  ],
  camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
  light: { azimuth: 35, elevation: 50, intensity: 1.2, rim: false },
};

type Target = { handle: DbHandle; dispose: () => Promise<void> };

async function pglite(): Promise<Target> {
  const handle = await openDatabase({ driver: "pglite" });
  await handle.migrate();
  return { handle, dispose: () => handle.close() };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const name = `inkdoll_bench_gallery_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: "postgres", url: url.toString() });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** An account with `count` poses (every tenth deleted, as a real gallery has), and its token. */
async function accountWith(handle: DbHandle, count: number, label: string) {
  const now = new Date();
  const user = await createUser(handle.db, {
    email: `bench-${label}-${process.pid}@example.com`,
    nickname: label,
    passwordHash: HASH,
    now,
  });
  if (!user) throw new Error("no user");
  await handle.db.execute(sql`
    insert into poses (public_id, user_id, name, scene, updated_at, deleted_at)
    select md5(${label} || g::text), ${user.id}, 'Pose ' || g, ${JSON.stringify(SCENE)}::jsonb,
      now() - (g || ' seconds')::interval,
      case when g % 10 = 0 then now() - (g || ' seconds')::interval end
    from generate_series(1, ${count}) g`);
  return openSession(handle.db, { userId: user.id, userAgent: "bench", now });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function run(name: string, target: Target) {
  const { handle } = target;
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    RATE_LIMIT_API_PER_MINUTE: "0",
    RATE_LIMIT_IMEI_PER_MINUTE: "0",
    RATE_LIMIT_SIGNUPS_PER_HOUR: "0",
  });
  const app = await buildApp({ config, dbHandle: handle });
  await app.ready();
  const big = await accountWith(handle, 10_000, "big");
  const small = await accountWith(handle, 100, "small");
  await handle.db.execute(sql`analyze`);
  const list = async (token: string) => {
    const started = performance.now();
    const res = await app.inject({
      url: "/api/pose/list",
      headers: { authorization: `Bearer ${token}` },
    });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200 || res.json().data.items.length !== 24) {
      throw new Error(`list: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return elapsed;
  };
  for (let i = 0; i < 30; i++) await Promise.all([list(big), list(small)]);
  const times = { big: [] as number[], small: [] as number[] };
  // Interleaved, so drift (GC, other work on the machine) hits both alike.
  for (let i = 0; i < RUNS; i++) {
    times.big.push(await list(big));
    times.small.push(await list(small));
  }
  await app.close();
  await target.dispose();
  const result = { big: median(times.big), small: median(times.small) };
  const ratio = result.big / result.small;
  console.info(
    `[${name}] first page (24 poses), median of ${RUNS}: 10,000-pose account ` +
      `${result.big.toFixed(2)} ms, 100-pose account ${result.small.toFixed(2)} ms, ` +
      `ratio ${ratio.toFixed(2)}×`,
  );
  return ratio;
}

const ratios = [await run("pglite", await pglite())];
const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (url) ratios.push(await run("postgres", await postgresTarget(url)));
else console.info("[postgres] skipped: set TEST_DATABASE_URL or DATABASE_URL");
if (ratios.some((r) => r > 2)) {
  console.error("the 10,000-pose first page is more than 2× the 100-pose one");
  process.exitCode = 1;
}
