// The configuration editor (/admin/config, issue 17): what the console reads and sends.

/** Why a configuration edit was refused, besides the common and console reasons. */
export const CONFIG_REFUSAL_REASONS = [
  /** 409: someone saved this value since it was read; load it again and redo the edit. */
  "conflict",
] as const;
export type ConfigRefusalReason = (typeof CONFIG_REFUSAL_REASONS)[number];

/** One value of one key in one data language. */
export type ConfigValueView = {
  language: string;
  value: unknown;
  /** The version to send back with an edit (optimistic concurrency). */
  updatedAt: string;
  /** When an operator last edited it; null while it is content/'s seed. */
  editedAt: string | null;
};

/** GET /api/admin/config: every editable key with its values. */
export type ConfigKeyView = {
  key: string;
  /** Written per data language (else en_us only). */
  perLanguage: boolean;
  values: ConfigValueView[];
};
