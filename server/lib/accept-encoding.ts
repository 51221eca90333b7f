/**
 * Whether a request's Accept-Encoding takes `coding` (RFC 9110 12.5.3): named (gzip also as
 * x-gzip) or matched by `*`, with q above 0; a coding named with q=0 is refused even under `*`.
 */
export function acceptsEncoding(header: string | undefined, coding: "br" | "gzip"): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [rawName = "", ...params] = item.split(";");
    const name = rawName.trim().toLowerCase();
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding || (coding === "gzip" && name === "x-gzip")) return accepted;
    if (name === "*") star = accepted;
  }
  return star;
}
