/** A store button of the download configuration (`download.links`, `ai.links`). */
export type StoreLink = {
  platform: "ios" | "android";
  channel: string;
  url: string;
  global?: boolean;
  china?: boolean;
};

/** The counted store link: GET /api/download/go records the click, then redirects to the store. */
export function downloadGoHref(app: "doll" | "ai", channel: string): string {
  return `/api/download/go?app=${app}&channel=${encodeURIComponent(channel)}&from=2`;
}
