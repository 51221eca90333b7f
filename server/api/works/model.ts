import { randomBytes } from "node:crypto";
import type { WorkApp, WorkRefusalReason, WorkState } from "../../../contract/works.ts";
import type { works } from "../../db/schema.ts";
import type { Outcome } from "../common.ts";

/** A work's row as stored. */
export type WorkRow = typeof works.$inferSelect;

export type WorkInput = {
  title: string;
  description: string;
  tags: string[];
  apps: WorkApp[];
  links: string[];
  poseId: string | null;
};

/** wrong_state says which state the work is in. */
export type WorkOutcome<T> = Outcome<
  T,
  WorkRefusalReason | "not_found" | "upload_unknown" | "rate_limited" | "email_unverified",
  { state?: WorkState }
>;

export const newPublicId = () => randomBytes(12).toString("base64url");
