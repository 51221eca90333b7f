import { WORK_LIMITS, type WorkApp } from "../../../contract/works.ts";
import { refusalOf } from "../../lib/envelope.ts";
import type { Messages } from "../../locales/en-US.ts";
import type { WorkFields } from "./works-api.ts";

export type Problem = keyof Messages["myWorks"]["errors"];
export type Values = {
  title: string;
  description: string;
  tags: string;
  links: string;
  poseId: string;
  apps: string;
  rights: string;
};

export const EMPTY: Values = {
  title: "",
  description: "",
  tags: "",
  links: "",
  poseId: "",
  apps: "doll",
  rights: "",
};

export const listOf = (text: string, split: RegExp) =>
  text
    .split(split)
    .map((item) => item.trim())
    .filter(Boolean);

export const fieldsOf = (values: Values): WorkFields => ({
  title: values.title.trim(),
  description: values.description.trim(),
  tags: listOf(values.tags, /[,、，]/),
  apps: listOf(values.apps, /,/) as WorkApp[],
  links: listOf(values.links, /\s+/),
  poseId: values.poseId || null,
});

const validLink = (link: string) => {
  try {
    return (
      ["http:", "https:"].includes(new URL(link).protocol) && link.length <= WORK_LIMITS.linkMax
    );
  } catch {
    return false;
  }
};

/** Rules checked before sending (the server checks them again). */
export const RULES = {
  title: (v: string) => (v.trim() ? undefined : "title"),
  apps: (v: string) => (v ? undefined : "apps"),
  links: (v: string) => {
    const links = listOf(v, /\s+/);
    return links.length <= WORK_LIMITS.linksMax && links.every(validLink) ? undefined : "links";
  },
} as const;

/** The server's refusal as the field it names, else the form's alert. */
export function problemOf(
  response: { code: number; data?: unknown } | undefined,
): Partial<Record<keyof Values | "form" | "file", Problem>> {
  if (!response) return { form: "network" };
  const refusal = refusalOf(response);
  const reason = refusal?.reason;
  const field = refusal?.field;
  if (
    reason === "file_type" ||
    reason === "file_too_large" ||
    reason === "too_many_pixels" ||
    reason === "file_empty" ||
    reason === "upload_unknown"
  ) {
    return { file: reason };
  }
  if (reason === "rate_limited") return { form: "rate_limited" };
  if (reason === "email_unverified") return { form: "email_unverified" };
  if (field === "title" || field === "apps" || field === "rights")
    return { [field]: field } as Partial<Record<keyof Values, Problem>>;
  if (field?.startsWith("links")) return { links: "links" };
  return { form: "generic" };
}
