import type { SupportApp } from "../../../contract/inbox.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import type { Messages } from "../../locales/en-US.ts";

/** What a form calls an app a visitor picks: its one name, or "this website" (tickets only). */
export const appLabel = (m: Messages, app: SupportApp) =>
  app === "site" ? m.forms.siteApp : APP_NAMES[app];
