import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Flags for headless Chromium on a machine without network or sandbox. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Installs a Debian package with apt, when running as root on a machine that has apt. */
function aptInstall(name: string): boolean {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`Installing Debian's ${name} package for the browser tests…`);
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  return (
    spawnSync("apt-get", ["install", "-y", "-qq", name], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0
  );
}

/**
 * Returns Debian's Chromium, installing it with apt when running as root; test tools never
 * download a browser of their own.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!process.env.CHROMIUM_PATH && aptInstall("chromium")) {
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "Chromium is needed for the browser tests. Install Debian's package (sudo apt-get install chromium) " +
      "or set CHROMIUM_PATH to a Chromium binary.",
  );
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser for `npm test`: Debian's chromium-headless-shell (the same Chromium source and
 * version, built without the windowing layer), installed with apt when running as root, else
 * Debian's full Chromium. Side by side on the 2-core CI machine the shell ran the overflow and
 * pose specs in 67 s against 86 s, with 24 s of CPU against 42 s (ADR 0025). Audits, benchmarks
 * and screenshots keep the full browser: they measure what visitors run.
 */
export function ensureTestChromium(): string {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  if (
    existsSync(HEADLESS_SHELL) ||
    (aptInstall("chromium-headless-shell") && existsSync(HEADLESS_SHELL))
  )
    return HEADLESS_SHELL;
  return ensureChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
