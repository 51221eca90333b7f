/**
 * The registry reachable here lacks the other platforms' builds of a few native tools (Biome,
 * Tailwind's oxide), so `npm install` leaves them out of package-lock.json and `npm ci` then
 * refuses the lock. This adds each missing optional package with its os/cpu, which `npm ci`
 * skips on other platforms and installs from the registry on its own. Run after `npm install`.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const lockFile = path.join(root, "package-lock.json");

type Entry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, Entry> };

function missing(): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "lockcheck-"));
  copyFileSync(path.join(root, "package.json"), path.join(dir, "package.json"));
  copyFileSync(lockFile, path.join(dir, "package-lock.json"));
  const out = spawnSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: dir,
    encoding: "utf8",
  });
  rmSync(dir, { recursive: true, force: true });
  return [...`${out.stdout}${out.stderr}`.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map(
    (m) => m[1] as string,
  );
}

function platformOf(name: string) {
  const tail = name.split("/").pop() ?? name;
  const os = [
    "darwin",
    "win32",
    "linux",
    "android",
    "freebsd",
    "openbsd",
    "netbsd",
    "sunos",
    "aix",
    "openharmony",
  ].find((o) => tail.includes(o));
  const cpu = [
    "arm64",
    "x64",
    "ia32",
    "arm",
    "wasm32",
    "riscv64",
    "ppc64",
    "s390x",
    "loong64",
  ].find((c) => tail.includes(`-${c}`));
  const libc = tail.includes("musl")
    ? ["musl"]
    : tail.includes("gnu") && os === "linux"
      ? ["glibc"]
      : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

for (let round = 0; round < 5; round++) {
  const names = missing();
  if (!names.length) {
    console.log("package-lock.json is complete for npm ci");
    process.exit(0);
  }
  const lock = JSON.parse(readFileSync(lockFile, "utf8")) as Lock;
  for (const name of names) {
    const parent = Object.entries(lock.packages).find(([, e]) => e.optionalDependencies?.[name]);
    if (!parent) throw new Error(`no package in the lock lists ${name} as optional`);
    const [, entry] = parent;
    const { os, cpu, libc } = platformOf(name);
    lock.packages[`node_modules/${name}`] = {
      version: entry.optionalDependencies?.[name],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os } : {}),
      ...(cpu ? { cpu } : {}),
      ...(libc ? { libc } : {}),
    } as Entry;
    console.log(`added ${name}@${entry.optionalDependencies?.[name]} (${os ?? "?"}/${cpu ?? "?"})`);
  }
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(lockFile, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
}
console.error("package-lock.json still incomplete after 5 rounds");
process.exit(1);
