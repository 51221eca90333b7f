import { UPLOAD_PURPOSES } from "../../contract/uploads.ts";

/**
 * The largest request body each kind of route accepts, in bytes. The routes set these as their
 * `bodyLimit`, and the production proxy's `client_max_body_size` is rendered from them
 * (scripts/cluster/nginx.ts), so nginx never refuses what the app would take (issue 30: its 8 MB
 * cap stopped 10 MB CVs and 20 MB artworks with an HTML page).
 */
export const BODY_LIMITS = {
  /** Every route that sets nothing else: JSON forms and calls. */
  default: 64 * 1024,
  /** Saving or sharing a pose: the scene and its thumbnail. */
  pose: 1024 * 1024,
  /** A console edit of an article, FAQ entry, document or theme. */
  contentEdit: 2 * 1024 * 1024,
  /** POST /api/uploads: the largest purpose's file. */
  upload: Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.maxBytes)),
} as const;
