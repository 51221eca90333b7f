/** Uploaded files: support screenshots and attachments, artwork originals (ADR 0015). */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bytea, createdAt, moment, serialId } from "./columns.ts";

/**
 * Every uploaded file, its bytes in the database so every instance serves and backs up the same
 * files (ADR 0015). An upload starts unclaimed: only a SHA-256 of its token is kept, and the form
 * that names the token claims it (`claimed_at` set, token hash cleared) in the form's own
 * transaction. Unclaimed uploads are purged after UPLOAD_LIMITS.unclaimedTtlMs. `public_id` is
 * what permission-checked download links carry; the serial id never leaves the server.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serialId(),
    publicId: text("public_id").notNull().unique(),
    purpose: text("purpose").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    fileName: text("file_name").notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: bytea("bytes").notNull(),
    tokenHash: text("token_hash").unique(),
    uploaderId: integer("uploader_id").references(() => users.id, { onDelete: "set null" }),
    claimedAt: moment("claimed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_unclaimed_idx").on(t.createdAt).where(sql`${t.claimedAt} is null`)],
);
