import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PAGES } from "../../contract/pages.ts";
import enUS from "./en-US.ts";
import { type Namespace, ROUTE_NAMESPACES, SHELL_NAMESPACES } from "./namespaces.ts";

/**
 * Each page is sent only part of the catalogue (ADR 0023). A namespace a page's components name
 * but were not sent would be undefined in the browser, so this walks every route module's
 * imports (dynamic ones too) and checks the table in namespaces.ts covers what they name.
 */

const APP = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NAMESPACES = Object.keys(enUS) as Namespace[];
const NAMED = new RegExp(`\\.\\s*(${NAMESPACES.join("|")})\\b`, "g");
// Static and dynamic imports of relative modules; `import type` brings no code.
const IMPORTS =
  /(?:(?:^|\n)(?:import|export)(\s+type)?\b[^;]*?\bfrom\s+|import\s*\(\s*)"(\.{1,2}\/[^"]+)"/g;

/** Every namespace named (`m.giftPage`) in `entry` and the app modules it imports. */
function namedFrom(entry: string): Set<Namespace> {
  const seen = new Set<string>();
  const named = new Set<Namespace>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(NAMED)) named.add(match[1] as Namespace);
    for (const match of source.matchAll(IMPORTS)) {
      if (match[1]) continue;
      const target = resolve(dirname(file), match[2] as string);
      // The catalogues name every namespace; server modules read the whole catalogue.
      if (!target.startsWith(APP) || target.startsWith(join(APP, "locales"))) continue;
      if (target.endsWith(".server.ts")) continue;
      if (existsSync(target)) stack.push(target);
    }
  }
  return named;
}

const route = (module: string) => join(APP, "routes", module);
const LAYOUT = { site: "site-layout.tsx", console: "console-layout.tsx", bare: null } as const;
const declared = (module: string): readonly Namespace[] =>
  (ROUTE_NAMESPACES as Record<string, readonly Namespace[]>)[module] ?? [];
const shell = new Set<Namespace>(SHELL_NAMESPACES);

const modules = new Map<string, (typeof LAYOUT)[keyof typeof LAYOUT]>(
  PAGES.map((page) => [page.module, LAYOUT[page.layout]]),
);
modules.set("not-found.tsx", LAYOUT.site);

describe("the catalogue each page is sent", () => {
  it("finds what a module names (the walk itself works)", () => {
    expect(namedFrom(route("gift.tsx"))).toContain("giftPage");
    // Through a dynamic import: the pose route loads the gallery's save form for the editor.
    expect(namedFrom(route("pose.tsx"))).toContain("galleryPage");
  });

  it.each([
    ["root.tsx", join(APP, "root.tsx")],
    ["site-layout.tsx", route("site-layout.tsx")],
    // Error boundaries render without their route's data, so with the shell's words only.
    ["RouteError.tsx", join(APP, "components", "RouteError.tsx")],
  ])("%s names only the shell's namespaces", (_name, file) => {
    const outside = [...namedFrom(file)].filter((name) => !shell.has(name));
    expect(outside).toEqual([]);
  });

  it.each([...modules])("%s is sent every namespace it names", (module, layout) => {
    const sent = new Set<Namespace>([
      ...shell,
      ...(layout ? declared(layout) : []),
      ...declared(module),
    ]);
    const missing = [...namedFrom(route(module))].filter((name) => !sent.has(name)).sort();
    expect(missing, `add these to ROUTE_NAMESPACES["${module}"]`).toEqual([]);
  });

  it.each([...modules.keys()])(
    "%s is sent nothing of its own if it has a clientLoader",
    (module) => {
      // A clientLoader may answer without the server, so no route loader would bring the words.
      if (/export (async )?function clientLoader/.test(readFileSync(route(module), "utf8"))) {
        expect(declared(module)).toEqual([]);
      }
    },
  );

  it.each(Object.keys(ROUTE_NAMESPACES))("%s sends its namespaces, and needs each", (module) => {
    const source = readFileSync(route(module), "utf8");
    expect(source).toContain(`pageMessages(request, "${module}")`);
    const named = namedFrom(route(module));
    const unneeded = declared(module).filter((name) => !named.has(name) || shell.has(name));
    expect(unneeded).toEqual([]);
  });
});
