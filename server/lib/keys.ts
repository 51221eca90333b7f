import { deriveKey } from "./secrets.ts";

/**
 * Every key derived from the server secret (AUTH_SECRET, or the stored one), each derived once
 * here for one purpose. The purposes are part of the keys: renaming one changes its key and
 * invalidates what it signed (status links, image URLs, counters, challenges).
 */
export type ServerKeys = Readonly<{
  /** Encrypts two-factor secrets at rest unless TWO_FACTOR_KEY is set (base64url). */
  twoFactor: string;
  /** Keys the hashes of attempt counters (setAttemptKeySecret). */
  attempts: string;
  /** Signs work image URLs (WorkUrls). */
  workImages: string;
  /** Signs proof-of-work challenges. */
  challenge: string;
  /** Signs inquiries' private status links (public inbox and the console's inbox). */
  inquiryStatus: string;
  /** Signs pose thumbnail URLs. */
  poseThumbnails: string;
  /** Derives pose share tokens from their stored salts. */
  poseShares: string;
}>;

export function serverKeys(secret: string): ServerKeys {
  return Object.freeze({
    twoFactor: deriveKey(secret, "two-factor"),
    attempts: deriveKey(secret, "attempts"),
    workImages: deriveKey(secret, "work-images"),
    challenge: deriveKey(secret, "challenge"),
    inquiryStatus: deriveKey(secret, "inquiry-status"),
    poseThumbnails: deriveKey(secret, "pose-thumbnails"),
    poseShares: deriveKey(secret, "pose-shares"),
  });
}
