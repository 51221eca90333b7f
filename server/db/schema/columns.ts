import { serial, timestamp } from "drizzle-orm/pg-core";

/** A moment: every timestamp of the schema keeps its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment("created_at").notNull().defaultNow();
export const updatedAt = () => moment("updated_at").notNull().defaultNow();

/** The surrogate key of a table whose rows have no natural one. */
export const serialId = () => serial("id").primaryKey();
