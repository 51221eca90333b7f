/**
 * Kept only because server/api/user/service.ts, which is being changed elsewhere, still imports
 * deleteWorksOfUser from here; once it imports ./submission-service.ts directly, delete this file.
 */

export { deleteWorksOfUser } from "./submission-service.ts";
