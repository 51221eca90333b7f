import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { type ContentKind, SLUG_MAX, SLUG_PATTERN } from "../../../../contract/content-admin.ts";
import { DOCUMENT_KEYS } from "../../../../contract/documents.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { useForm } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
import { createContent, editorHref } from "./content-api.ts";

type Values = {
  section: string;
  slug: string;
  title: string;
  category: string;
  key: string;
  version: string;
  effectiveDate: string;
};
type Problem = "required" | "slug" | "slug_taken" | "version_taken" | "invalid" | "failed";

const FIELDS = ["section", "slug", "title", "category", "key", "version", "effectiveDate"];

const required = (value: string): Problem | undefined => (value.trim() ? undefined : "required");
const slug = (value: string): Problem | undefined =>
  required(value) ?? (SLUG_PATTERN.test(value) && value.length <= SLUG_MAX ? undefined : "slug");

/** A labelled choice of the draft's place (its section, the document it versions). */
function Picker({
  id,
  label,
  children,
  ...select
}: {
  id: string;
  label: string;
  children: ReactNode;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <select id={id} className="field-input mt-1.5" {...select}>
        {children}
      </select>
    </div>
  );
}

/** A new draft: a post or manual article, a FAQ entry, or a new version of a legal document. */
export function CreateForm({ kind }: { kind: Exclude<ContentKind, "theme"> }) {
  const cm = useConsoleMessages().content;
  const navigate = useNavigate();
  const form = useForm<Values, Problem>({
    initial: {
      section: "blog",
      slug: "",
      title: "",
      category: "",
      key: DOCUMENT_KEYS[0],
      version: "",
      effectiveDate: "",
    },
    schema:
      kind === "document"
        ? { version: required, effectiveDate: required }
        : kind === "faq"
          ? { slug, title: required, category: required }
          : { slug, title: required },
    submit: async (v) => {
      const text = { title: v.title, summary: "", body: "" };
      const body =
        kind === "article"
          ? { section: v.section, slug: v.slug, text }
          : kind === "faq"
            ? { slug: v.slug, category: v.category, text }
            : { key: v.key, version: v.version, effectiveDate: v.effectiveDate };
      const res = await createContent(kind, body);
      const created = dataOf(res);
      if (created) {
        navigate(editorHref(kind, created.id));
        return;
      }
      const { reason, field } = refusalOf(res) ?? { reason: "failed" };
      const problem: Problem =
        reason === "slug_taken" || reason === "version_taken"
          ? reason
          : reason === "invalid_input"
            ? "invalid"
            : "failed";
      const name = field?.split(".")[0] ?? "form";
      return { [FIELDS.includes(name) ? name : "form"]: problem };
    },
  });
  const error = (name: keyof Values | "form") => {
    const problem = form.errors[name];
    return problem ? cm.errors[problem] : undefined;
  };
  const id = `create-${kind}`;
  return (
    <details className="rounded-md border border-line p-3">
      <summary id={`${id}-title`} className="cursor-pointer font-bold">
        {cm.create[kind]}
      </summary>
      <form
        {...form.props}
        aria-labelledby={`${id}-title`}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        {error("form") ? (
          <div className="sm:col-span-2">
            <FormAlert>{error("form")}</FormAlert>
          </div>
        ) : null}
        {kind === "article" ? (
          <Picker id={`${id}-section`} label={cm.create.section} {...form.bind("section")}>
            <option value="blog">{cm.sections.blog}</option>
            <option value="manual">{cm.sections.manual}</option>
          </Picker>
        ) : null}
        {kind === "document" ? (
          <>
            <Picker id={`${id}-key`} label={cm.create.key} {...form.bind("key")}>
              {DOCUMENT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </Picker>
            <Field label={cm.create.version} error={error("version")} {...form.bind("version")} />
            <Field
              label={cm.create.effectiveDate}
              type="date"
              error={error("effectiveDate")}
              {...form.bind("effectiveDate")}
            />
          </>
        ) : (
          <>
            <Field
              label={cm.create.slug}
              hint={cm.create.slugHint}
              error={error("slug")}
              autoComplete="off"
              {...form.bind("slug")}
            />
            <Field label={cm.create.title} error={error("title")} {...form.bind("title")} />
          </>
        )}
        {kind === "faq" ? (
          <Field label={cm.create.category} error={error("category")} {...form.bind("category")} />
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {cm.create.submit}
          </button>
        </div>
      </form>
    </details>
  );
}
