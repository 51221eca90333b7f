export const SUBSITES = ["ai", "brush", "create", "doll"] as const;
export type Subsite = (typeof SUBSITES)[number];
export type SubsiteHosts = Record<Subsite, string>;
export type SubsiteTable = { production: SubsiteHosts; test: SubsiteHosts };

/** Local and test hosts get the test sub-sites, every other host the production ones (spec §4). */
export function environmentOf(host: string): "test" | "production" {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (
    name === "localhost" ||
    name === "127.0.0.1" ||
    name === "[::1]" ||
    name.endsWith(".localhost")
  ) {
    return "test";
  }
  return /(^|[.-])(test|staging|dev)([.-]|$)/.test(name) ? "test" : "production";
}

export function subsitesFor(table: SubsiteTable, host: string): SubsiteHosts {
  return table[environmentOf(host)];
}
