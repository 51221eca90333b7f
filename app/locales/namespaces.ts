import type { Messages } from "./en-US.ts";

/** A top-level key of the UI catalogue. */
export type Namespace = keyof Messages;

/**
 * What every page is sent by the root loader (ADR 0023): the header, menu and search field,
 * the footer, the cookie banner, page titles and the error screens, which render without the
 * route's own data. Also the blog's and the manual's lists: their `clientLoader` answers from
 * the app's store or the API without asking the server, so no route loader runs to bring them.
 */
export const SHELL_NAMESPACES = [
  "pageTitle",
  "websiteHeader",
  "websiteMenu",
  "websiteIndex",
  "websiteFooter",
  "socialNetworks",
  "searchPage",
  "common",
  "cookieBanner",
  "emailNotice",
  "errorPage",
  "notFound",
  "blogPage",
  "manualPage",
] as const satisfies readonly Namespace[];

export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

const SIGN_IN = ["auth", "twoFactor"] as const;
const ACCOUNT = ["accountPage", ...SIGN_IN] as const;

/**
 * What each route module's loader sends on top of the shell's (and, under the console layout,
 * the layout's): every namespace its components and their imports name, lazy ones included.
 * `namespaces.test.ts` walks each module's imports and fails when one is missing here.
 */
export const ROUTE_NAMESPACES = {
  "home.tsx": ["homePage", "websiteIndexBody", "homeRenders", "downloadPage"],
  "download.tsx": ["downloadPage"],
  "pro.tsx": ["proPage"],
  "changelog.tsx": ["downloadPage", "changelogPage"],
  "changelog-index.tsx": ["downloadPage", "changelogPage"],
  "pose.tsx": [
    "poseEditor",
    "poseJoints",
    "galleryPage",
    "homeRenders",
    "websiteIndexBody",
    "downloadPage",
    ...SIGN_IN,
  ],
  "shared-pose.tsx": ["galleryPage", ...SIGN_IN],
  "gallery.tsx": ["galleryPage", "myWorks", ...ACCOUNT],
  "themes.tsx": ["themesPage"],
  "theme.tsx": ["themesPage"],
  "works.tsx": ["worksPage"],
  "work.tsx": ["worksPage"],
  "gift.tsx": ["giftPage", ...ACCOUNT],
  "gift-manage.tsx": ["giftPage", ...ACCOUNT],
  "account.tsx": [...ACCOUNT, "emailPage"],
  "login.tsx": ["loginPage", ...SIGN_IN],
  "verify-email.tsx": ["emailPage"],
  "faq.tsx": ["faqPage"],
  "legal.tsx": ["legalPage"],
  "agreement.tsx": ["legalPage"],
  "support.tsx": ["supportPage", "forms"],
  "support-ticket.tsx": ["supportPage", "ticketPage", "forms"],
  "business.tsx": ["businessPage", "forms"],
  "beta.tsx": ["betaPage", "forms"],
  "careers.tsx": ["careersPage", "forms"],
  "career.tsx": ["careersPage", "forms"],
  // The staff gate signs operators in; the console's own words are its own catalogue.
  "console-layout.tsx": ACCOUNT,
  // An invited operator signs in or up on the site's frame before the console is theirs.
  "console-invite.tsx": ACCOUNT,
  "console-careers.tsx": ["careersPage"],
  "console-content.tsx": ["themesPage"],
} as const satisfies Record<string, readonly Namespace[]>;

export type RouteModule = keyof typeof ROUTE_NAMESPACES;
