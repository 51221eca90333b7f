import type { DocumentKey } from "./documents.ts";
import type { Permission } from "./permissions.ts";

/** Where a page is linked from the site's shell; the number orders the links in that place. */
export type Placement = {
  /** The header bar on wide screens. */
  bar?: number;
  /** The menu panel behind the header's menu button. */
  panel?: number;
  footer?: { column: "resources" | "company" | "legal"; order: number };
};

export type PageEntry = {
  /** The address as the route table declares it (`/blog/:slug`). */
  path: string;
  /** The page's key in `pageTitle`, which also labels its links (`websiteMenu` / `websiteFooter` only hold shorter wordings). */
  key: string;
  /** The route module under `app/routes/`. */
  module: string;
  /** The route id, when one module serves several pages. */
  id?: string;
  /**
   * `bare` pages are the apps' in-app views: no header, footer or cookie banner. `console`
   * pages are the operator console's (/admin), behind the staff gate.
   */
  layout: "site" | "bare" | "console";
  /** Console pages: the operator sees the page in the console's menu with any of these. */
  permissions?: readonly Permission[];
  /** False: `noindex` on the page and a `Disallow` line in robots.txt. */
  index: boolean;
  /** Listed in sitemap.xml (the articles under `/blog/` and `/manual/` are added by slug). */
  sitemap: boolean;
  /** The legal document the page shows. */
  document?: DocumentKey;
  links?: Placement;
};

type Extra = Partial<
  Pick<PageEntry, "id" | "layout" | "index" | "sitemap" | "document" | "links" | "permissions">
>;

/** A page of the site's layout, indexed and in the sitemap unless `extra` says otherwise. */
const page = <K extends string, M extends string>(
  path: string,
  key: K,
  module: M,
  extra: Extra = {},
): PageEntry & { key: K; module: M } => ({
  path,
  key,
  module,
  layout: "site",
  index: true,
  sitemap: true,
  ...extra,
});

const doc = <K extends string>(key: K, document: DocumentKey, links: Placement) =>
  page(`/${document}`, key, "legal.tsx", { id: `legal-${document}`, document, links });

/** The apps' in-app views: no header, footer or cookie banner; copies, so not indexed. */
const inApp = <K extends string>(path: string, key: K, id: string, document: DocumentKey) =>
  page(path, key, "agreement.tsx", { id, layout: "bare", index: false, sitemap: false, document });

const hidden = { index: false, sitemap: false } as const;

/** A page of the operator console: never indexed; in its menu for operators with a permission. */
const consolePage = <K extends string, M extends string>(
  path: string,
  key: K,
  module: M,
  permissions: readonly Permission[] = [],
) => page(path, key, module, { layout: "console", ...hidden, permissions });
const legal = (order: number): Placement => ({ footer: { column: "legal", order } });
const resources = (order: number) => ({ column: "resources", order }) as const;
const company = (order: number) => ({ column: "company", order }) as const;

/**
 * Every page of the site (spec §2 and the pages the menu and footer link to): the route table,
 * the header menu, the footer, sitemap.xml, robots.txt and `noindex` all read this list.
 */
export const PAGES = [
  inApp("/agreement", "agreement", "agreement", "terms"),
  inApp("/agreement/privacy", "agreementPrivacy", "agreement-privacy", "privacy"),
  inApp("/agreement/about", "agreementAbout", "agreement-about", "about"),
  page("/", "home", "home.tsx"),
  page("/download", "download", "download.tsx"),
  // What is free and what Pro adds, how to subscribe and cancel, prices (issue 31).
  page("/pro", "pro", "pro.tsx", { links: { footer: resources(7) } }),
  // Every app's release notes (issue 31), linked from the footer; then one page per app
  // (/changelog/doll…), which the sitemap lists from the releases (server/plugins/seo.ts).
  page("/changelog", "changelog", "changelog-index.tsx", { id: "changelog-index" }),
  page("/changelog/:app", "changelog", "changelog.tsx", { sitemap: false }),
  doc("terms", "terms", legal(1)),
  doc("privacy", "privacy", legal(2)),
  doc("about", "about", { footer: company(1) }),
  doc("copyright", "copyright", legal(4)),
  doc("logoutAgreement", "logout-agreement", legal(5)),
  doc("thirdParty", "third-party", legal(6)),
  doc("collectionList", "collection-list", legal(7)),
  doc("cookies", "cookies", legal(3)),
  page("/login", "login", "login.tsx", hidden),
  page("/account", "account", "account.tsx", hidden),
  page("/verify-email", "verifyEmail", "verify-email.tsx", hidden),
  page("/gift", "gift", "gift.tsx", { links: { bar: 5, panel: 10, footer: company(6) } }),
  page("/gift/manage", "giftManage", "gift-manage.tsx", hidden),
  page("/blog", "blog", "blog.tsx", { links: { footer: resources(2) } }),
  page("/blog/:slug", "blog", "article.tsx", { id: "blog-article", sitemap: false }),
  page("/manual", "manual", "manual.tsx", { links: { bar: 1, panel: 4, footer: resources(1) } }),
  page("/manual/:slug", "manual", "article.tsx", { id: "manual-article", sitemap: false }),
  page("/faq", "faq", "faq.tsx", { links: { bar: 4, panel: 5, footer: resources(3) } }),
  page("/themes", "themes", "themes.tsx", { links: { bar: 3, panel: 1, footer: resources(4) } }),
  // Each theme is its own landing page; sitemap.xml lists them from the content service.
  page("/themes/:slug", "themes", "theme.tsx", { id: "theme-page", sitemap: false }),
  page("/works", "works", "works.tsx", { links: { bar: 2, panel: 2, footer: resources(5) } }),
  // Each public work is its own page; sitemap.xml lists them from the works service.
  page("/works/:id", "works", "work.tsx", { id: "work-page", sitemap: false }),
  page("/gallery", "gallery", "gallery.tsx", {
    ...hidden,
    links: { panel: 3, footer: resources(6) },
  }),
  page("/shared/:token", "sharedPose", "shared-pose.tsx", hidden),
  page("/business", "business", "business.tsx", { links: { panel: 6, footer: company(2) } }),
  page("/beta", "beta", "beta.tsx", { links: { panel: 7, footer: company(3) } }),
  page("/careers", "careers", "careers.tsx", { links: { panel: 8, footer: company(4) } }),
  // Each open position is its own page; sitemap.xml lists the open ones (closed ones answer 410).
  page("/careers/:slug", "careers", "career.tsx", { id: "career-page", sitemap: false }),
  page("/support", "support", "support.tsx", { links: { panel: 9, footer: company(5) } }),
  // A ticket's private status page: opened from the confirmation email's link, never indexed.
  page("/support/ticket/:reference", "supportTicket", "support-ticket.tsx", hidden),
  // The 3D doll in the browser (issue 15): first in the menu. Not in the header bar: its six
  // words would push the bar's links onto two lines at 1280-1440 px (the home page's hero and
  // three steps link it too).
  page("/pose", "pose", "pose.tsx", { links: { panel: 0 } }),
  page("/admin/invite", "consoleInvite", "console-invite.tsx", hidden),
  consolePage("/admin", "console", "console-home.tsx"),
  consolePage("/admin/stats", "consoleStats", "console-stats.tsx", ["read:stats"]),
  consolePage("/admin/releases", "consoleReleases", "console-releases.tsx", ["update:release"]),
  consolePage("/admin/content", "consoleContent", "console-content.tsx", [
    "update:article",
    "update:faq",
    "update:document",
  ]),
  consolePage("/admin/config", "consoleConfig", "console-config.tsx", ["update:config"]),
  consolePage("/admin/pro", "consolePro", "console-pro.tsx", ["update:price"]),
  consolePage("/admin/campaigns", "consoleCampaigns", "console-campaigns.tsx", ["manage:campaign"]),
  consolePage("/admin/works", "consoleWorks", "console-works.tsx", ["moderate:work"]),
  consolePage("/admin/careers", "consoleCareers", "console-careers.tsx", ["manage:job"]),
  consolePage("/admin/staff", "consoleStaff", "console-staff.tsx", ["manage:staff"]),
  consolePage("/admin/audit", "consoleAudit", "console-audit.tsx", ["read:audit"]),
  // One inbox for every visitor form; `?ref=` opens one inquiry.
  consolePage("/admin/inbox", "consoleInbox", "console-inbox.tsx", ["read:inbox"]),
  // Results pages are endless and thin: shareable, never indexed (ADR 0013).
  page("/search", "search", "search.tsx", hidden),
] as const satisfies readonly PageEntry[];

export type Page = (typeof PAGES)[number];
export type PageKey = Page["key"];

/** The pages linked from one place, in that place's order. */
export function pagesIn(
  place: "bar" | "panel" | "resources" | "company" | "legal",
): readonly Page[] {
  const order = (page: PageEntry) => {
    const links = page.links;
    if (!links) return undefined;
    if (place === "bar" || place === "panel") return links[place];
    return links.footer?.column === place ? links.footer.order : undefined;
  };
  return PAGES.filter((page) => order(page) !== undefined).sort(
    (a, b) => (order(a) ?? 0) - (order(b) ?? 0),
  );
}

/** The page whose declared path is `pattern` (`/terms`, `agreement/privacy/`); null for others. */
export function pageOfRoute(pattern: string): Page | null {
  const path = `/${pattern.replace(/^\/+|\/+$/g, "")}`;
  return PAGES.find((page) => page.path === path) ?? null;
}

/**
 * Whether search engines may index the page at `pathname`: unknown addresses may be, unless they
 * lie below a page that may not (`/admin/content/12` below `/admin`).
 */
export function isIndexable(pathname: string): boolean {
  const page = pageOfRoute(pathname);
  if (page) return page.index;
  const path = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
  return !PAGES.some(
    (p) => !p.index && p.path !== "/" && `${path}/`.startsWith(`${staticPart(p.path)}/`),
  );
}

/** The path before its first parameter: `/shared` of `/shared/:token`. */
function staticPart(path: string): string {
  return path.replace(/\/:.*$/, "");
}

/** The operator console's menu: its pages, in table order. */
export const CONSOLE_PAGES = PAGES.filter((page) => page.layout === "console");

/**
 * robots.txt's `Disallow` paths: the pages not to index, leaving out those a shorter listed
 * path already covers (`/agreement` covers `/agreement/privacy`).
 */
export function disallowedPaths(): string[] {
  const paths = PAGES.filter((page) => !page.index).map((page) => staticPart(page.path));
  return paths.filter(
    (path) => !paths.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
}

/** The fixed addresses of sitemap.xml, before the articles. */
export function sitemapPaths(): string[] {
  return PAGES.filter((page) => page.sitemap).map((page) => page.path);
}
