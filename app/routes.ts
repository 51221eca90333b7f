import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { DOCUMENT_KEYS } from "../contract/documents.ts";

/** The route table of spec §2, plus the pages the menu and footer link to. */
export default [
  // In-app web views: a minimal layout without the site's header, footer or cookie banner.
  route("agreement", "routes/agreement.tsx", { id: "agreement" }),
  route("agreement/privacy", "routes/agreement.tsx", { id: "agreement-privacy" }),
  route("agreement/about", "routes/agreement.tsx", { id: "agreement-about" }),

  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("download", "routes/download.tsx"),
    ...DOCUMENT_KEYS.map((key) => route(key, "routes/legal.tsx", { id: `legal-${key}` })),
    route("login", "routes/login.tsx"),
    route("account", "routes/account.tsx"),
    route("gift", "routes/gift.tsx"),
    route("gift/manage", "routes/gift-manage.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/article.tsx", { id: "blog-article" }),
    route("manual", "routes/manual.tsx"),
    route("manual/:slug", "routes/article.tsx", { id: "manual-article" }),
    route("faq", "routes/faq.tsx"),
    ...(["themes", "works", "gallery", "business", "beta", "careers", "support"] as const).map(
      (key) => route(key, "routes/placeholder.tsx", { id: `page-${key}` }),
    ),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
