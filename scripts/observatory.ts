/**
 * `npm run observatory`: the MDN HTTP Observatory's grade (scripts/observatory-rules.ts) for the
 * pages issue 20 names, as served with HSTS=true behind an HTTPS proxy. Fails unless every page
 * gets A+.
 *
 * Without arguments it starts the built server (HSTS=true, TRUST_PROXY=127.0.0.1) and asks as
 * the proxy does (`X-Forwarded-Proto: https`). `--origin https://host:port` scores a running
 * site instead (the cluster's nginx); `--http-origin http://host:port` also checks that plain
 * HTTP redirects to HTTPS, which is the proxy's job and not measured otherwise.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PROBE_ORIGIN, type ScoredResponse, scoreResponse } from "./observatory-rules.ts";

const PAGES = [
  "/",
  "/download",
  "/login",
  "/gift?code=ObservatoryCheck2026x",
  "/pose",
  "/works",
  "/admin",
];

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

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

async function startServer() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No build: run `npm run build` first.");
  }
  const port = Number(process.env.OBSERVATORY_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkdoll-observatory-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      HSTS: "true",
      TRUST_PROXY: "127.0.0.1",
      PUBLIC_ORIGIN: "https://inkdoll.example",
      LOG_LEVEL: "warn",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited at start-up");
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error("the server was not ready within 3 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function fetchPage(
  base: string,
  page: string,
  behindProxy: boolean,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36",
    ...extra,
  };
  if (behindProxy) {
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-for"] = "203.0.113.7";
  }
  return fetch(`${base}${page}`, { headers, redirect: "manual" });
}

async function main() {
  const origin = option("--origin");
  const httpOrigin = option("--http-origin");
  const server = origin ? null : await startServer();
  const base = origin ?? server?.base ?? "";
  const shownOrigin = origin ?? "https://inkdoll.example";
  let failed = 0;
  try {
    console.log(
      `MDN HTTP Observatory rules, ${origin ? origin : "HSTS=true behind an HTTPS proxy (local)"}\n`,
    );
    for (const page of PAGES) {
      const res = await fetchPage(base, page, !origin);
      const body = await res.text();
      const cors = await fetchPage(base, page, !origin, { origin: PROBE_ORIGIN });
      await cors.arrayBuffer();
      let httpRedirect: ScoredResponse["httpRedirect"] = null;
      if (httpOrigin) {
        const plain = await fetch(`${httpOrigin}${page}`, { redirect: "manual" });
        await plain.arrayBuffer();
        httpRedirect = { status: plain.status, location: plain.headers.get("location") };
      }
      const scored = scoreResponse({
        url: new URL(page, shownOrigin),
        status: res.status,
        headers: res.headers,
        body,
        corsHeaders: cors.headers,
        httpRedirect,
      });
      if (scored.grade !== "A+") failed++;
      console.log(
        `${page.padEnd(34)} ${String(res.status).padEnd(4)} ${scored.grade.padEnd(3)} ${scored.score}`,
      );
      for (const r of scored.results) {
        const sign = r.modifier > 0 ? `+${r.modifier}` : String(r.modifier);
        console.log(`    ${sign.padStart(4)}  ${r.test}: ${r.result}`);
      }
    }
    if (!httpOrigin) {
      console.log("\nredirection (HTTP → HTTPS) is the proxy's: give --http-origin to check it.");
    }
  } finally {
    await server?.stop();
  }
  console.log(failed ? `\n${failed} page(s) below A+` : "\nA+ on every page");
  process.exit(failed ? 1 : 0);
}

await main();
