import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import type { InquiryReceipt, MyBetaApplication, TicketStatus } from "../../../contract/inbox.ts";
import { api } from "../../lib/api-client.ts";
import { refusalOf } from "../../lib/envelope.ts";
import { useAppState } from "../../lib/store.ts";
import type { FormErrors } from "../../lib/use-form.ts";
import { useResource } from "../../lib/use-resource.ts";
import type { GuardFields } from "./use-visitor-form.ts";

/** The visitor forms' calls (issue 18). */
export const formsApi = {
  ticket: (body: Record<string, unknown> & GuardFields) =>
    api.post<InquiryReceipt>("/support/tickets", { body }),
  ticketStatus: (reference: string, token: string) =>
    api.get<TicketStatus>(`/support/tickets/${encodeURIComponent(reference)}`, {
      query: { token },
    }),
  ticketMessage: (reference: string, token: string, body: { message: string } & GuardFields) =>
    api.post<TicketStatus>(`/support/tickets/${encodeURIComponent(reference)}/messages`, {
      query: { token },
      body,
    }),
  business: (body: Record<string, unknown> & GuardFields) =>
    api.post<InquiryReceipt>("/business/enquiries", { body }),
  beta: (body: Record<string, unknown> & GuardFields) =>
    api.post<InquiryReceipt>("/beta/applications", { body }),
  myBeta: () => api.get<MyBetaApplication[]>("/beta/mine"),
  apply: (body: Record<string, unknown> & GuardFields) =>
    api.post<InquiryReceipt>("/careers/apply", { body }),
  me: () => api.get<{ email: string }>("/forms/me"),
};

/** The logged-in visitor's email (whole), or null when logged out or not yet loaded. */
export function useAccountEmail(): string | null {
  const userId = useAppState((s) => s.userInfo?.id ?? null);
  const { data } = useResource(formsApi.me, userId);
  return userId === null ? null : (data?.email ?? null);
}

/** The error keys of visitor forms (forms.errors in the catalogue). */
export type FieldErrorKey =
  | "required"
  | "email"
  | "tooLong"
  | "control"
  | "choose"
  | "consent"
  | "uploading"
  | "uploadExpired";

/**
 * A refusal of a visitor form as the field error to show: the server names the field and the
 * problem; anything else is left to the common errors (useVisitorForm).
 */
export function fieldErrorsOf<V>(
  response: Envelope<unknown>,
  fields: readonly (keyof V & string)[],
): FormErrors<V, FieldErrorKey> | undefined {
  if (response.code !== Code.badRequest) return undefined;
  const refusal = refusalOf(response);
  const field = refusal?.field as (keyof V & string) | undefined;
  if (!field || !fields.includes(field)) return undefined;
  if (refusal?.reason === "upload_unknown" || refusal?.reason === "file_type") {
    return { [field]: "uploadExpired" } as FormErrors<V, FieldErrorKey>;
  }
  if (refusal?.reason !== "invalid_input") return undefined;
  const key: FieldErrorKey =
    refusal.problem === "required"
      ? field === "consent"
        ? "consent"
        : "required"
      : refusal.problem === "too_long"
        ? "tooLong"
        : field === "email"
          ? "email"
          : refusal.problem === "format"
            ? "control"
            : "choose";
  return { [field]: key } as FormErrors<V, FieldErrorKey>;
}
