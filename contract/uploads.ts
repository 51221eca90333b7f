// Uploaded files (issues 18 and 19), shared by client and server. A file is sent on its own to
// POST /api/uploads?purpose=… and answered with a token; a form then names the token(s) in its
// JSON body, and the service that handles the form claims them. No zod here (see schemas.ts).

/** What each upload is for: the types accepted (judged from the bytes only) and the caps. */
export const UPLOAD_PURPOSES = {
  /** Screenshots on a support ticket: re-encoded without metadata. */
  screenshot: {
    types: ["image/png", "image/jpeg", "image/webp"],
    maxBytes: 5 * 1024 * 1024,
    maxPixels: 40_000_000,
  },
  /** A PDF on a business enquiry or a CV on a job application. */
  document: { types: ["application/pdf"], maxBytes: 10 * 1024 * 1024, maxPixels: 0 },
  /** An artwork submitted to the featured works: kept private, published as variants. */
  work: {
    types: ["image/png", "image/jpeg", "image/webp"],
    maxBytes: 20 * 1024 * 1024,
    maxPixels: 40_000_000,
  },
} as const;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** Purposes only an account may upload for (an artwork belongs to its artist's account). */
export const ACCOUNT_PURPOSES: readonly UploadPurpose[] = ["work"];
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[];

export const UPLOAD_LIMITS = {
  /**
   * An unclaimed upload is deleted after this long (issue 30: two hours let one address keep a
   * gigabyte waiting). A form sent later says its file must be attached again.
   */
  unclaimedTtlMs: 20 * 60 * 1000,
  /** Uploads per address per hour (and per account when logged in). */
  perHour: 60,
  /**
   * Without an account (support screenshots, business PDFs, CVs): each upload needs a solved
   * challenge (header x-challenge), and an address may send this many bytes an hour.
   */
  anonymousBytesPerHour: 25 * 1024 * 1024,
  /** The longest file name kept (the name is shown to operators, never used for the type). */
  maxFileName: 120,
} as const;

/**
 * Why an upload (or a form naming upload tokens) was refused, in `data.reason`; `data.field`
 * names the form field the file belongs to.
 */
export const UPLOAD_REFUSAL_REASONS = [
  /** 400: the bytes are not one of the purpose's types (a renamed file is caught here). */
  "file_type",
  /** 413: more bytes than the purpose allows. */
  "file_too_large",
  /** 400: an image with more pixels than the purpose allows (a decompression bomb). */
  "too_many_pixels",
  /** 400: an empty body. */
  "file_empty",
  /** 400: a token that is unknown, expired, already used or for another purpose. */
  "upload_unknown",
] as const;
export type UploadRefusalReason = (typeof UPLOAD_REFUSAL_REASONS)[number];

/** The answer to an upload: the token a form sends, and what the server made of the file. */
export type UploadReceipt = {
  token: string;
  purpose: UploadPurpose;
  contentType: string;
  byteSize: number;
  fileName: string;
  /** Images only. */
  width?: number;
  height?: number;
};
