import { text, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Content the console edits (ADR 0010): a draft is never public; `edited_at` is set by console
 * writes, and the content/ seed never overwrites a row that has it.
 */
export const editable = () => ({
  status: text("status").notNull().default("published"),
  editedAt: timestamp("edited_at", { withTimezone: true }),
});

/** Scheduled publishing: public from this moment (null: as soon as published). */
export const scheduled = () => ({
  publishAt: timestamp("publish_at", { withTimezone: true }),
});
