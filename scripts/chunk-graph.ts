/**
 * The client build's module graph, read from the files themselves: which chunk imports which,
 * statically (`import … from "./x.js"`) or on demand (`import("./x.js")`), and React Router's
 * manifest of the modules each route loads. scripts/budgets.ts uses it to prove where a
 * library's code can and cannot arrive.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const STATIC = /(?:\bfrom\s*|\bimport\s*)["'`](\.\/[\w.-]+\.js)["'`]/g;
const DYNAMIC = /\bimport\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g;

type ManifestModule = { module: string; imports?: string[] };
type ManifestRoute = ManifestModule & { id: string; parentId?: string; path?: string };
export type RouteManifest = { entry: ManifestModule; routes: Record<string, ManifestRoute> };

export function chunkGraph(clientDir: string) {
  const assets = path.join(clientDir, "assets");
  const files = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/assets/${file}`);
  const source = new Map(
    files.map((file) => [file, readFileSync(path.join(clientDir, file), "utf8")]),
  );
  const targets = (file: string, pattern: RegExp) =>
    [...(source.get(file) ?? "").matchAll(pattern)].map(
      (m) => `/assets/${(m[1] as string).slice(2)}`,
    );

  /** Every chunk `roots` load, following static imports and, if asked, dynamic ones too. */
  const closure = (roots: Iterable<string>, options: { dynamic: boolean }) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      if (!source.has(file)) throw new Error(`${file}: not in the build`);
      seen.add(file);
      queue.push(...targets(file, STATIC));
      if (options.dynamic) queue.push(...targets(file, DYNAMIC));
    }
    return seen;
  };

  const manifestFile = files.find((file) => /\/manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error("no React Router manifest in the client build");
  const manifestText = (source.get(manifestFile) ?? "").replace(
    /^window\.__reactRouterManifest=/,
    "",
  );
  const manifest = JSON.parse(manifestText.replace(/;\s*$/, "")) as RouteManifest;

  /** The modules a first visit to the route loads: the entry, then each route from the root down. */
  const routeModules = (id: string): string[] => {
    const chain: ManifestRoute[] = [];
    for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? ""]) {
      chain.unshift(route);
    }
    return [manifest.entry, ...chain].flatMap((m) => [m.module, ...(m.imports ?? [])]);
  };

  return {
    files,
    manifest,
    closure,
    routeModules,
    /** The chunks whose code contains `signature`. */
    containing: (signature: string) =>
      files.filter((file) => source.get(file)?.includes(signature)),
  };
}
