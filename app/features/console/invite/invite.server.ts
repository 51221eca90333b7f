import type { UiLocale } from "../../../../contract/language.ts";
import { markCatalogue } from "../../../lib/phrases.server.ts";
import { consoleMessagesFor } from "../../../locales/console/index.server.ts";
import type { InviteData } from "./InvitePage.tsx";

/**
 * The invitation page's loader: only the console catalogue's `invite` block and the role names,
 * never the whole console catalogue (the page is outside the console layout).
 */
export function loadInvite(locale: UiLocale): InviteData {
  const all = consoleMessagesFor(locale);
  return { messages: markCatalogue({ invite: all.invite, roles: all.shell.roles }, locale) };
}
