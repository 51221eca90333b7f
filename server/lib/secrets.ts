import { createHmac, randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * AUTH_SECRET, else a random secret kept in DATA_DIR/secret-key so one instance keeps its counters
 * and open challenges across restarts. Several instances must set AUTH_SECRET to the same value.
 */
export async function loadServerSecret(configured: string | undefined, dataDir: string) {
  if (configured) return { secret: configured, generated: false };
  const file = path.resolve(dataDir, "secret-key");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return { secret: stored, generated: true };
  } catch {
    // First start: create it below.
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "w" });
  await chmod(file, 0o600);
  return { secret, generated: true };
}

/** A key of its own for each use, so one derived key never serves two purposes. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`inkdoll:${purpose}`).digest("base64url");
}
