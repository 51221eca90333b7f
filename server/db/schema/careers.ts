/** Open positions (issue 18): the console edits them, /careers and the job pages read them. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { JobText } from "../../../contract/careers.ts";
import { createdAt, moment, serialId, updatedAt } from "./columns.ts";

/**
 * One position. Title and Markdown description per data language (`texts`, en_us required);
 * team, employment type and workplace are fixed keys the interface translates. `edited_at` is set
 * by the console, so content/ never overwrites a position an operator changed (ADR 0010).
 */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: serialId(),
    slug: text("slug").notNull(),
    team: text("team").notNull(),
    employmentType: text("employment_type").notNull(),
    workplace: text("workplace").notNull(),
    locality: text("locality").notNull().default(""),
    country: text("country"),
    texts: jsonb("texts").$type<Record<string, JobText>>().notNull().default({}),
    status: text("status").notNull().default("closed"),
    /** When it was last opened: the posting date visitors and search engines see. */
    openedAt: moment("opened_at"),
    closedAt: moment("closed_at"),
    editedAt: moment("edited_at"),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("job_postings_slug_key").on(t.slug),
    index("job_postings_status_idx").on(t.status),
    check("job_postings_status_check", sql`${t.status} in ('open', 'closed')`),
    check("job_postings_opened_check", sql`${t.status} <> 'open' or ${t.openedAt} is not null`),
  ],
);
