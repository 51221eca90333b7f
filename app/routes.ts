import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES, type PageEntry } from "../contract/pages.ts";

const routeOf = (page: PageEntry) => {
  const file = `routes/${page.module}`;
  if (page.path === "/") return index(file);
  return route(page.path.slice(1), file, page.id ? { id: page.id } : {});
};

/** The route table of spec §2, plus the pages the menu and footer link to (contract/pages.ts). */
export default [
  // In-app web views: a minimal layout without the site's header, footer or cookie banner.
  ...PAGES.filter((page) => page.layout === "bare").map(routeOf),
  layout("routes/site-layout.tsx", [
    ...PAGES.filter((page) => page.layout === "site").map(routeOf),
    route("*", "routes/not-found.tsx"),
  ]),
  // The operator console: its own frame, the staff gate, the console's catalogue.
  layout(
    "routes/console-layout.tsx",
    { id: "console" },
    PAGES.filter((page) => page.layout === "console").map(routeOf),
  ),
] satisfies RouteConfig;
