import { WORK_LIMITS } from "../../../contract/works.ts";
import type { AttemptLimit } from "../../lib/attempts.ts";
import { refusals } from "../common.ts";
import { UPLOAD_MESSAGES } from "../uploads/routes.ts";
import { workRefusals } from "./schema.ts";

/** What the works' three route plugins (public, artist, moderation) share. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const WORK_RATE_LIMITS = {
  submitAccount: { max: WORK_LIMITS.perDay, windowMs: DAY_MS },
  reportAddress: { max: WORK_LIMITS.reportsPerDay, windowMs: DAY_MS },
} as const satisfies Record<string, AttemptLimit>;

export const MESSAGES = {
  not_found: "id: no such work",
  wrong_state: "state: the work's state does not allow this",
  not_edited: "state: edit the rejected work before sending it again",
  pose_unknown: "poseId: not a saved pose of yours",
  rate_limited: "works: too many; try again later",
  email_unverified: "Confirm your email address first: open the link we emailed you",
  upload_unknown: UPLOAD_MESSAGES.upload_unknown,
} as const;

export function refusals400() {
  return workRefusals({ 400: [] });
}
export function refusals404() {
  return workRefusals({ 404: ["not_found"], 429: [] });
}
export function gone() {
  return refusals({ 410: ["gone"] })[410];
}
