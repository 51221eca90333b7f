import type { Envelope } from "../../../contract/envelope.ts";
import { refusalOf } from "../../lib/envelope.ts";
import type { FormErrors } from "../../lib/use-form.ts";

/** The problems every record form (releases, careers) shows: a field's, a stale revision, a refusal. */
type RecordProblem =
  | "required"
  | "format"
  | "too_long"
  | "invalid"
  | "conflict"
  | "permission"
  | "failed";

const FIELD_PROBLEMS = new Set<string>(["required", "format", "too_long", "invalid"]);

/**
 * A record's refusal as its form's errors: a duplicate (`taken`: the reason it is refused with,
 * and the field and problem it shows on), a stale revision or a missing permission above the
 * fields, a field the server named (`fieldOf` gives the form's field) with its problem, else
 * the form's "failed".
 */
export function recordErrorsOf<V, P extends string>(
  response: Envelope<unknown>,
  taken: { reason: string; field: keyof V & string; problem: P },
  fieldOf: (field: string) => (keyof V & string) | null,
): FormErrors<V, P | RecordProblem> {
  const on = (key: string, problem: P | RecordProblem) =>
    ({ [key]: problem }) as FormErrors<V, P | RecordProblem>;
  const data = refusalOf(response);
  if (data === null) return {};
  const reason = data.reason;
  if (reason === taken.reason) return on(taken.field, taken.problem);
  if (reason === "conflict") return on("form", "conflict");
  if (reason === "permission_missing") return on("form", "permission");
  if (reason === "invalid_input" && data.field) {
    const field = fieldOf(data.field);
    const problem = FIELD_PROBLEMS.has(data.problem ?? "") ? data.problem : "invalid";
    if (field) return on(field, problem as RecordProblem);
  }
  return on("form", "failed");
}
