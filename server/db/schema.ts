/**
 * The database schema, one file per domain under schema/; drizzle-kit reads this index
 * (drizzle.config.ts), so a new table file is exported here.
 */
export * from "./schema/accounts.ts";
export * from "./schema/careers.ts";
export * from "./schema/content.ts";
export * from "./schema/content-editing.ts";
export * from "./schema/gifts.ts";
export * from "./schema/inbox.ts";
export * from "./schema/poses.ts";
export * from "./schema/pro.ts";
export * from "./schema/releases.ts";
export * from "./schema/staff.ts";
export * from "./schema/stats.ts";
export * from "./schema/themes.ts";
export * from "./schema/two-factor.ts";
export * from "./schema/uploads.ts";
export * from "./schema/works.ts";
