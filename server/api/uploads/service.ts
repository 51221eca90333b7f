import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import {
  UPLOAD_LIMITS,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  type UploadReceipt,
  type UploadRefusalReason,
} from "../../../contract/uploads.ts";
import type { Database } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";
import { checkImage, cleanImage } from "../../lib/images.ts";
import type { Outcome } from "../common.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A file name fit to show to an operator: no path, no control characters, bounded. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim();
  return [...(clean || fallback)].slice(0, UPLOAD_LIMITS.maxFileName).join("");
}

/** Every refusal names the form field the file was sent as. */
/** Seconds a visitor is asked to wait when the unclaimed uploads are at their cap. */
export const UNCLAIMED_RETRY_S = 300;

export type UploadOutcome = Outcome<UploadReceipt, UploadRefusalReason | "unavailable">;
const refusedFile = (reason: UploadRefusalReason) => ({ refused: { reason, field: "file" } });

/**
 * Checks an uploaded file from its bytes (never its name or declared type) against its purpose,
 * cleans images (upright, no metadata) for screenshots, and keeps it unclaimed with a new token.
 * Artwork originals are kept as sent (private; the works pipeline makes what is published).
 */
export async function storeUpload(
  db: Database,
  input: {
    purpose: UploadPurpose;
    bytes: Buffer;
    fileName: string | undefined;
    uploaderId: number | null;
    now: Date;
    /** Bytes of unclaimed uploads the database may hold, all instances together. */
    unclaimedMaxBytes: number;
  },
): Promise<UploadOutcome> {
  const rules = UPLOAD_PURPOSES[input.purpose];
  if (input.bytes.length === 0) return refusedFile("file_empty");
  if (input.bytes.length > rules.maxBytes) return refusedFile("file_too_large");
  const type = await fileTypeFromBuffer(input.bytes);
  const accepted: readonly string[] = rules.types;
  if (!type || !accepted.includes(type.mime)) return refusedFile("file_type");
  let bytes = input.bytes;
  let size: { width: number; height: number } | undefined;
  if (type.mime.startsWith("image/")) {
    const checked = await checkImage(bytes, rules.maxPixels);
    if ("refused" in checked) return refusedFile(checked.refused);
    size = checked.ok;
    if (input.purpose === "screenshot") {
      try {
        const clean = await cleanImage(bytes, type.mime, rules.maxPixels);
        bytes = clean.bytes;
        size = { width: clean.width, height: clean.height };
      } catch {
        return refusedFile("file_type");
      }
    }
  }
  const token = randomBytes(24).toString("base64url");
  const fileName = safeFileName(input.fileName, `${input.purpose}.${type.ext}`);
  const stored = await db.transaction(async (tx) => {
    // One at a time past this point, on every instance, so parallel uploads cannot all fit
    // under the cap the sum below measures.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads:unclaimed'))`);
    const [waiting] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploads.byteSize}), 0)` })
      .from(uploads)
      .where(isNull(uploads.claimedAt));
    if (Number(waiting?.bytes ?? 0) + bytes.length > input.unclaimedMaxBytes) return false;
    await tx.insert(uploads).values({
      publicId: randomBytes(16).toString("base64url"),
      purpose: input.purpose,
      contentType: type.mime,
      byteSize: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("base64url"),
      fileName,
      width: size?.width ?? null,
      height: size?.height ?? null,
      bytes,
      tokenHash: hashToken(token),
      uploaderId: input.uploaderId,
      createdAt: input.now,
    });
    return true;
  });
  // The purge (server/jobs/uploads-purge.ts) or the forms' claims make room within minutes.
  if (!stored) return { refused: { reason: "unavailable", retryAfter: UNCLAIMED_RETRY_S } };
  return {
    ok: {
      token,
      purpose: input.purpose,
      contentType: type.mime,
      byteSize: bytes.length,
      fileName,
      ...size,
    },
  };
}

/**
 * Keeps a file the site itself supplies (the team's seeded works) as an already claimed upload,
 * in the caller's transaction; answers its id. Checked from its bytes like any upload.
 */
export async function keepOwnFile(
  tx: Database,
  input: { purpose: UploadPurpose; bytes: Buffer; fileName: string; now: Date },
): Promise<number> {
  const type = await fileTypeFromBuffer(input.bytes);
  const accepted: readonly string[] = UPLOAD_PURPOSES[input.purpose].types;
  if (!type || !accepted.includes(type.mime)) throw new Error(`${input.fileName}: not accepted`);
  const checked = await checkImage(input.bytes, UPLOAD_PURPOSES[input.purpose].maxPixels);
  const size = "ok" in checked ? checked.ok : undefined;
  const [row] = await tx
    .insert(uploads)
    .values({
      publicId: randomBytes(16).toString("base64url"),
      purpose: input.purpose,
      contentType: type.mime,
      byteSize: input.bytes.length,
      sha256: createHash("sha256").update(input.bytes).digest("base64url"),
      fileName: safeFileName(input.fileName, `${input.purpose}.${type.ext}`),
      width: size?.width ?? null,
      height: size?.height ?? null,
      bytes: input.bytes,
      tokenHash: null,
      uploaderId: null,
      claimedAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("upload not stored");
  return row.id;
}

export type ClaimedUpload = {
  id: number;
  publicId: string;
  contentType: string;
  byteSize: number;
  fileName: string;
  width: number | null;
  height: number | null;
};

/**
 * Claims the uploads a form names, inside the form's transaction: each token must be unclaimed,
 * fresh and of the purpose, else nothing is claimed and the answer is undefined (the form refuses
 * with upload_unknown). A token works once: the row lock and the cleared hash make a second
 * claim, even a concurrent one, find nothing.
 */
export async function claimUploads(
  tx: Database,
  tokens: readonly string[],
  purpose: UploadPurpose,
  now: Date,
): Promise<ClaimedUpload[] | undefined> {
  if (tokens.length === 0) return [];
  const unique = [...new Set(tokens)];
  if (unique.length !== tokens.length) return undefined;
  const fresh = new Date(now.getTime() - UPLOAD_LIMITS.unclaimedTtlMs);
  const claimable = and(
    inArray(uploads.tokenHash, unique.map(hashToken)),
    eq(uploads.purpose, purpose),
    isNull(uploads.claimedAt),
    sql`${uploads.createdAt} > ${fresh.toISOString()}::timestamptz`,
  );
  // Locked first, so a concurrent claim of the same token waits, then finds it claimed.
  const found = await tx.select({ id: uploads.id }).from(uploads).where(claimable).for("update");
  if (found.length !== unique.length) return undefined;
  const claimed = await tx
    .update(uploads)
    .set({ claimedAt: now, tokenHash: null })
    .where(
      inArray(
        uploads.id,
        found.map((f) => f.id),
      ),
    )
    .returning({
      id: uploads.id,
      publicId: uploads.publicId,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      fileName: uploads.fileName,
      width: uploads.width,
      height: uploads.height,
    });
  return claimed;
}

export type UploadBytes = { bytes: Buffer; contentType: string; fileName: string; etag: string };

/** A claimed upload's bytes, for a permission-checked download (the caller checks access). */
export async function readUpload(db: Database, id: number): Promise<UploadBytes | undefined> {
  const [row] = await db
    .select({
      bytes: uploads.bytes,
      contentType: uploads.contentType,
      fileName: uploads.fileName,
      sha256: uploads.sha256,
    })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!row) return undefined;
  return {
    bytes: row.bytes,
    contentType: row.contentType,
    fileName: row.fileName,
    etag: row.sha256,
  };
}

/** Deletes uploads (an anonymised ticket, a removed work) in the caller's transaction. */
export async function deleteUploads(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length) await tx.delete(uploads).where(inArray(uploads.id, [...ids]));
}

/** Deletes uploads no form claimed in time; answers how many. */
export async function purgeUnclaimedUploads(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unclaimedTtlMs);
  const gone = await db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff)))
    .returning({ id: uploads.id });
  return gone.length;
}
