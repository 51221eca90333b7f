import {
  type AnyPgColumn,
  customType,
  integer,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** A moment: every timestamp of the schema keeps its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment("created_at").notNull().defaultNow();
export const updatedAt = () => moment("updated_at").notNull().defaultNow();

/** The surrogate key of a table whose rows have no natural one. */
export const serialId = () => serial("id").primaryKey();

/** The row of another table this row belongs to, and what that row's deletion does to this one. */
export const partOf = (name: string, target: () => AnyPgColumn, onDelete: "cascade" | "restrict") =>
  integer(name).notNull().references(target, { onDelete });

/**
 * Content the console edits (ADR 0010): a draft is never public; `edited_at` is set by console
 * writes, and the content/ seed never overwrites a row that has it.
 */
export const editable = () => ({
  status: text("status").notNull().default("published"),
  editedAt: moment("edited_at"),
});

/** Scheduled publishing: public from this moment (null: as soon as published). */
export const scheduled = () => ({
  publishAt: moment("publish_at"),
});

/** bytea as a Buffer: PGlite hands back a Uint8Array, postgres.js a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
