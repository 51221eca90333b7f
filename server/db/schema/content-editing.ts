/** The console's content editing (issue 17, ADR 0010): every save of an item kept as a revision. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, serialId } from "./columns.ts";

/**
 * One saved state of a console-edited item (an article, a FAQ entry, a legal document version):
 * the whole item as the editor saw it, numbered per item. Restoring writes a new revision from an
 * old one, so history only grows.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serialId(),
    /** article, faq or document. */
    kind: text("kind").notNull(),
    /** The item's id within its kind: article id, FAQ id, `key@version`. */
    itemKey: text("item_key").notNull(),
    number: integer("number").notNull(),
    /** seed (the state before the first console save), create, save or restore. */
    action: text("action").notNull(),
    restoredFrom: integer("restored_from"),
    snapshot: jsonb("snapshot").$type<unknown>().notNull(),
    /** Who saved it: the account (kept when the account goes) and its label at the time. */
    authorId: integer("author_id"),
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_revisions_item_number_key").on(t.kind, t.itemKey, t.number),
    index("content_revisions_created_idx").on(t.createdAt),
  ],
);
