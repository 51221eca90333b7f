// The site's social profiles (configuration key `social.links`, edited at /admin/config): shown
// in the footer in this order, each only when it has an address.

export const SOCIAL_NETWORKS = ["x", "youtube", "pixiv", "discord", "bilibili"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SocialLink = { network: SocialNetwork; url: string };

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** The configured profiles worth a link: https addresses only, in SOCIAL_NETWORKS order. */
export function socialLinksOf(value: unknown): SocialLink[] {
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = record[network];
    return typeof url === "string" && isHttps(url) ? [{ network, url }] : [];
  });
}
