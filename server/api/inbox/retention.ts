/**
 * Kept only because server/api/user/service.ts, which is being changed elsewhere, still imports
 * anonymiseSubmissionsOf from here; once it imports ./retention-service.ts, delete this file.
 */

export { anonymiseSubmissionsOf } from "./retention-service.ts";
