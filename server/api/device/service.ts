import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { devices } from "../../db/schema.ts";

export function newDeviceId(): string {
  return randomBytes(18).toString("base64url");
}

export function hashUserAgent(ua: string): string {
  return createHash("sha256").update(ua).digest("hex");
}

/** Issues a new device id and records it; only a hash of the user agent is stored. */
export async function issueDeviceId(
  db: Database,
  input: { osType: number; ua: string; source: number | null; now: Date },
): Promise<string> {
  const imei = newDeviceId();
  await db.insert(devices).values({
    imei,
    osType: input.osType,
    uaHash: hashUserAgent(input.ua),
    source: input.source,
    createdAt: input.now,
  });
  return imei;
}
