/**
 * What modules outside works/ take from it (the app, the seed, the sitemap, account deletion).
 * The works' code lives in signing.ts, submission-, images-, listing-, moderation- and
 * seed-service.ts; inside works/ import those directly.
 */

export { publicWorkIds } from "./listing-service.ts";
export { applyTeamWorks } from "./seed-service.ts";
export { WorkUrls } from "./signing.ts";
export { deleteWorksOfUser } from "./submission-service.ts";
