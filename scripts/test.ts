/**
 * `npm test`: lint, type check, build, the Vitest lanes (unit, api and slow on PGlite, postgres
 * when TEST_DATABASE_URL is set), byte budgets, then the browser tests beside the cluster lane
 * (when nginx, PostgreSQL and Redis can run here). Ends with one summary line.
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { clusterMissing } from "../tests/cluster/missing.ts";
import { ensureTestChromium } from "./chromium.ts";
import { reportScan, scanE2eLog } from "./e2e-log-scan.ts";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "reports");
mkdirSync(reports, { recursive: true });
const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH}` };

let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(
  label: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
  timeoutMs?: number,
) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, ...extraEnv },
    // SIGINT lets Vitest run its teardown, which stops the processes the lane started.
    ...(timeoutMs ? { timeout: timeoutMs, killSignal: "SIGINT" as const } : {}),
  });
  if (result.error) console.log(`${label}: ${result.error.message}`);
  console.log(
    `◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * `run` without waiting: the lane's output goes to reports/<label>.log and is printed whole when
 * it ends, so two lanes running at once do not interleave their lines.
 */
function runInBackground(
  label: string,
  command: string,
  args: string[],
  timeoutMs?: number,
  extraEnv: Record<string, string> = {},
): Promise<boolean> {
  const log = path.join(reports, `${label.replace(/\W+/g, "-")}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    // SIGINT lets Vitest run its teardown, which stops the processes the lane started.
    const timer = timeoutMs ? setTimeout(() => child.kill("SIGINT"), timeoutMs) : undefined;
    child.on("close", (status) => {
      if (timer) clearTimeout(timer);
      out.end(() => {
        console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
        process.stdout.write(readFileSync(log, "utf8"));
        console.log(
          `◀ ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        resolve(status === 0);
      });
    });
  });
}

function check(label: string, ok: boolean) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

check("lint", run("lint", "biome", ["ci", "."]));
check("typecheck", run("typecheck", "sh", ["-c", "react-router typegen && tsc"]));
const built = run("build", "react-router", ["build"]);
check("build", built);

// The cluster lane needs nginx (installed when root), PostgreSQL's binaries and redis-server.
const noCluster = clusterMissing();
if (noCluster) console.log(`\n▷ cluster tests skipped: ${noCluster}`);

/**
 * The Vitest lanes (vitest.config.ts) in two tracks at once, each lane after the other within its
 * track and reporting its own time: the database lanes (api on PGlite, then postgres), and the
 * rest (unit, component, then slow, which mostly waits on the servers it starts). The browser
 * tests start when the first track ends, the cluster lane when both have (see below). How to
 * time a lane: docs/perf/ci-lanes.md.
 */
const TRACKS = [
  ["api", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])],
  ["unit", "component", "slow"],
];
const LANE_TIMEOUT_MS: Record<string, number> = { cluster: 8 * 60_000 };
/**
 * Files run at once per lane. Vitest's default on a 2-core machine is one; a file mostly waits
 * (on PostgreSQL in its own process, on PGlite's start-up, on servers it spawned), so the
 * database lanes keep more in flight.
 */
const LANE_WORKERS: Record<string, number> = { api: 3, slow: 2, postgres: 4 };

async function vitestLane(lane: string) {
  const label = `${lane} tests`;
  const report = path.join(reports, `vitest-${lane}.json`);
  rmSync(report, { force: true });
  const ok = await runInBackground(
    label,
    "vitest",
    [
      "run",
      "--project",
      lane,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...(LANE_WORKERS[lane] ? [`--maxWorkers=${LANE_WORKERS[lane]}`] : []),
    ],
    LANE_TIMEOUT_MS[lane],
  );
  const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(report);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    if (vitest.numFailedTests > 0 || !ok) failures.push(label);
    if (!ok && vitest.numFailedTests === 0) failed++;
  } else check(`${label} (no report)`, false);
}

/** The browser tests (Playwright) on a fresh server, then the search of its log for secrets. */
async function browserLane() {
  let chromium: string | undefined;
  try {
    chromium = ensureTestChromium();
  } catch (error) {
    console.error((error as Error).message);
  }
  if (!built || !chromium) {
    check("browser tests (not run: no build or no Chromium)", false);
    return;
  }
  const port = await freePort();
  const dataDir = path.join(tmpdir(), `inkdoll-e2e-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const pwReport = path.join(reports, "playwright.json");
  rmSync(pwReport, { force: true });
  const serverLog = path.join(reports, "e2e-server.log");
  rmSync(serverLog, { force: true });
  const e2eOk = await runInBackground("browser tests", "playwright", ["test"], undefined, {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SERVER_LOG: serverLog,
    CHROMIUM_PATH: chromium,
    PW_JSON_REPORT: pwReport,
  });
  // The run's secrets (noted by the specs, mailed by the server) must not be in its log.
  const scan = scanE2eLog(serverLog, dataDir);
  reportScan(scan, serverLog);
  check("e2e server log holds no test secrets", scan.ok);
  rmSync(dataDir, { recursive: true, force: true });
  const pw = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(pwReport);
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
    if (pw.stats.unexpected > 0 || !e2eOk) failures.push("browser tests");
    if (!e2eOk && pw.stats.unexpected === 0) failed++;
  } else check("browser tests (no report)", false);
}

// The byte budgets need only the build: measured beside the Vitest lanes, not before them.
const budgets = existsSync(path.join(root, "scripts/budgets.ts"))
  ? built
    ? runInBackground("byte budgets", "node", ["scripts/budgets.ts"]).then((ok) =>
        check("byte budgets", ok),
      )
    : Promise.resolve(check("byte budgets", false))
  : Promise.resolve();

/**
 * The Vitest tracks, then the browser tests as soon as either track ends (not both): the tracks
 * wait on PGlite's start, spawned servers and timeouts, and the browser lane, which keeps both
 * cores busy, fills what the shorter track leaves. The cluster lane, which mostly waits too (nginx,
 * restarts, a stopped Redis), starts once both tracks are done, beside the browser tests.
 */
const tracksStarted = Date.now();
const trackRuns = TRACKS.map(async (track) => {
  for (const lane of track) await vitestLane(lane);
});
await Promise.race(trackRuns);
const browserStarted = Date.now();
console.log(
  `\n▷ browser tests start after the first Vitest track: ${((browserStarted - tracksStarted) / 1000).toFixed(1)} s`,
);
const browser = browserLane();
await Promise.all(trackRuns);
console.log(`\n◀ Vitest lanes (two tracks): ${((Date.now() - tracksStarted) / 1000).toFixed(1)} s`);
await Promise.all([browser, budgets, ...(noCluster ? [] : [vitestLane("cluster")])]);
console.log(
  `\n◀ browser tests and the rest (from the browser lane's start): ${((Date.now() - browserStarted) / 1000).toFixed(1)} s`,
);

console.log("");
if (failures.length) console.log(`Failed: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
