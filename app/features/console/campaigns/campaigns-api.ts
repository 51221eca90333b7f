import type { CampaignView } from "../../../../contract/campaigns.ts";
import { DATA_LANGUAGES } from "../../../../contract/language.ts";
import { api } from "../../../lib/api-client.ts";
import { refusalOf } from "../../../lib/envelope.ts";
import { useResource } from "../../../lib/use-resource.ts";

const loadCampaigns = () => api.get<CampaignView[]>("/admin/campaigns");

/** GET /api/admin/campaigns for the operator `userId`. */
export function useCampaigns(userId: number) {
  return useResource(loadCampaigns, userId);
}

/** Form field of each data language's message. */
export const messageField = (language: string) => `message_${language}`;

export type CampaignProblem = "invalid" | "conflict" | "taken" | "failed";

/** The messages of a form's values, per data language (empty ones left out by the server). */
export function messagesOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(DATA_LANGUAGES.map((l) => [l, values[messageField(l)] ?? ""]));
}

/** `YYYY-MM-DD` (a date input) → the end of that UTC day. */
export const endOfDay = (day: string) => (day ? `${day}T23:59:59Z` : day);

/** A refusal as the form's errors: the server's field (`messages.ja_jp`) → the form's name. */
export function errorsOf(response: {
  code: number;
  data?: unknown;
}): Record<string, CampaignProblem> | undefined {
  const data = refusalOf(response);
  if (data === null) return undefined;
  if (data.reason === "conflict")
    return {
      form: data.field === "code" ? "taken" : "conflict",
      ...(data.field === "code" ? { code: "taken" } : {}),
    };
  if (data.reason === "invalid_input" && data.field) {
    const field = data.field.startsWith("messages.")
      ? messageField(data.field.slice("messages.".length))
      : data.field;
    return { [field]: "invalid", form: "invalid" };
  }
  return { form: "failed" };
}

export async function saveCampaign(path: string, body: unknown) {
  return errorsOf(await api.post(`/admin/campaigns${path}`, { body }));
}
