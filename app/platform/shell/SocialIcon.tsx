import type { SocialNetwork } from "../../../contract/social.ts";

// Each network's mark as one path on a 24 × 24 grid (X after Simple Icons, CC0; the others
// simplified), drawn in the text colour. Inline, so the footer loads no image.
const PATHS: Record<SocialNetwork, string> = {
  x: "M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.6l5.24 6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3Z",
  youtube:
    "M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8ZM9.6 15.6V8.4l6.3 3.6Z",
  pixiv:
    "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm4 4v13h2.5v-4H13a4.5 4.5 0 0 0 0-9Zm2.5 2.3H13a2.2 2.2 0 0 1 0 4.4h-2.5Z",
  discord:
    "M20.3 4.4A19.8 19.8 0 0 0 15.4 3l-.6 1.3a18.4 18.4 0 0 0-5.6 0L8.6 3a19.7 19.7 0 0 0-4.9 1.5C.6 9.1-.3 13.7.1 18.2a19.9 19.9 0 0 0 6 3l1.3-2.1a13 13 0 0 1-2-1l.5-.4a14.2 14.2 0 0 0 12.2 0l.5.4a13 13 0 0 1-2 1l1.3 2.1a19.8 19.8 0 0 0 6-3c.5-5.2-.8-9.7-3.6-13.8ZM8 15.5c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Z",
  bilibili:
    "M7.2 2.3l2.4 2.5h4.8l2.4-2.5 1.4 1.4-1.1 1.1H19a3 3 0 0 1 3 3v10.4a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7.8a3 3 0 0 1 3-3h1.9L5.8 3.7ZM5 7a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm3 4h1.8v3H8Zm6.2 0H16v3h-1.8Z",
};

/** A network's mark; decorative: the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
