import type { StoreLink } from "../../contract/download.ts";
import { type PublishedRelease, RELEASE_CHANNELS } from "../../contract/releases.ts";

// Shared by the loaders of /download, the home page (the AI app's buttons) and /pose (the
// doll's, without WebGL), so none of them reaches into another's.

/** A release's store button: where it goes and where it is offered. */
export function storeLinkOf(release: PublishedRelease): StoreLink {
  const { global, china } = RELEASE_CHANNELS[release.channel];
  const { platform, channel, url, version } = release;
  return { platform, channel, url, global, china, version };
}
