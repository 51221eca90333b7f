export const SUBSITES = ["ai", "brush", "create", "doll"] as const;
export type Subsite = (typeof SUBSITES)[number];
export type SubsiteHosts = Record<Subsite, string>;
/**
 * The app sub-sites per environment (spec §4), and the hosts that get the test ones: names
 * separated by spaces, `*.` for every name under a domain. Editable in the console (subsites).
 */
export type SubsiteTable = { production: SubsiteHosts; test: SubsiteHosts; testHosts?: string };

/** This machine's names: the test table's hosts when the table lists none. */
export const LOCAL_HOSTS = "localhost 127.0.0.1 [::1] *.localhost";

/**
 * The listed test hosts get the test sub-sites; every other host the production ones (issue 31).
 * A host is never guessed to be a test one from its name: an unlisted preview or staging host
 * sent visitors' app links to test servers.
 */
export function environmentOf(host: string, testHosts = LOCAL_HOSTS): "test" | "production" {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const listed = testHosts.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (entry: string) =>
    entry.startsWith("*.") ? name.endsWith(entry.slice(1)) : name === entry;
  return listed.some(matches) ? "test" : "production";
}

export function subsitesFor(table: SubsiteTable, host: string): SubsiteHosts {
  return table[environmentOf(host, table.testHosts ?? LOCAL_HOSTS)];
}
