import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh database per run unless the caller names one (npm test does, and removes it).
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `inkdoll-e2e-${port}-${Date.now()}`);
// Workers read the outbox (password-reset mail) from here.
process.env.E2E_DATA_DIR = dataDir;
mkdirSync(dataDir, { recursive: true });
// The server's log, searched for the run's secrets afterwards (scripts/e2e-log-scan.ts).
const serverLog = process.env.E2E_SERVER_LOG ?? "reports/e2e-server.log";
mkdirSync(path.dirname(serverLog), { recursive: true });

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PW_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]]
    : "list",
  use: {
    baseURL,
    // A trace is recorded for every test and kept only for a failure; CI keeps no artefacts, and
    // the recording cost about 30 % of the lane's CPU (docs/perf/ci-lanes.md). Off there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.clock\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Moves the server's clock forward, so it runs alone after everything else, one spec at a
      // time: one spec jumping days ahead would end another's 30-minute staff session.
      name: "clock",
      testMatch: /\.clock\.spec\.ts$/,
      dependencies: ["chromium"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: `node server/main.ts > ${JSON.stringify(serverLog)} 2>&1`,
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // Links in emails and pages (gift links, canonical) name the address the browser uses.
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: dataDir,
      // Every request's line, so the log scan sees every URL the run used.
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      TEST_CLOCK: "1",
      DATABASE_URL: "",
      // Every browser test comes from 127.0.0.1; the limits themselves are tested in Vitest.
      RATE_LIMIT_API_PER_MINUTE: "100000",
      RATE_LIMIT_IMEI_PER_MINUTE: "100000",
      RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
    },
  },
});
