import type { AppContextValues } from "../../contract/app-context.ts";
import { type AppLinksConfig, appLinksReady } from "../../contract/app-links.ts";
import { DEFAULT_DATA_LANGUAGE, dataLanguageOf } from "../../contract/language.ts";
import { type SocialLink, socialLinksOf } from "../../contract/social.ts";
import { type SubsiteHosts, type SubsiteTable, subsitesFor } from "../../contract/subsites.ts";
import { messagesFor } from "../locales/index.server.ts";
import { resolveRequestLocale } from "./locale.server.ts";
import { shellMessages } from "./page-messages.server.ts";
import { markCatalogue } from "./phrases.server.ts";

export type ShellConfig = {
  subsites: SubsiteHosts | null;
  supportEmail: string;
  domain: string;
  icp: string;
  /** The site's social profiles (configuration `social.links`), for the footer. */
  social: SocialLink[];
  /** The apps' identities are configured (`app.links`): "Open in the app" can be offered. */
  appLinks: boolean;
};

async function text(context: AppContextValues, key: string): Promise<string> {
  const entry = await context.services.config(key, DEFAULT_DATA_LANGUAGE);
  return typeof entry?.value === "string" ? entry.value : "";
}

/**
 * What every page needs: the visitor's language, the shell's part of the catalogue (each route
 * sends its own, ADR 0023), the site's description for pages without one, brand and shell config.
 */
export async function loadRootData(request: Request, context: AppContextValues) {
  const locale = resolveRequestLocale(request);
  // Hosts and links come from configuration, never from the Host header a client sends.
  const origin = new URL(context.publicOrigin);
  const [table, supportEmail, domain, icp, social, links] = await Promise.all([
    context.services.config("subsites", dataLanguageOf(locale)),
    text(context, "support.email"),
    text(context, "site.domain"),
    text(context, "site.icp"),
    context.services.config("social.links", DEFAULT_DATA_LANGUAGE),
    context.services.config("app.links", DEFAULT_DATA_LANGUAGE),
  ]);
  const shell: ShellConfig = {
    subsites: table ? subsitesFor(table.value as SubsiteTable, origin.host) : null,
    supportEmail,
    domain: domain || origin.hostname,
    icp,
    social: socialLinksOf(social?.value),
    appLinks: appLinksReady(links?.value as Partial<AppLinksConfig> | undefined),
  };
  return {
    locale,
    messages: shellMessages(locale),
    description: markCatalogue(messagesFor(locale), locale).homePage.heroLead,
    siteName: context.siteName,
    origin: origin.origin,
    analytics: context.analytics,
    shell,
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
