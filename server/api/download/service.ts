import type { Database } from "../../db/client.ts";
import { downloadEvents } from "../../db/schema.ts";

/** One counted click on a store button: which app, store and region, nothing personal. */
export type DownloadEvent = {
  app: string;
  platform: string;
  channel: string;
  region: string;
  createdAt: Date;
};

export async function recordDownload(db: Database, event: DownloadEvent): Promise<void> {
  await db.insert(downloadEvents).values(event);
}
