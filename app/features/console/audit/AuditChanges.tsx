import { auditChanges } from "../../../../contract/staff.ts";
import { useConsoleMessages } from "../console-api.ts";

/** before → after of one entry, leaf by leaf: what a reader needs, not the raw JSON. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const am = useConsoleMessages().audit;
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-muted">{am.noChange}</span>;
  return (
    <dl className="grid gap-1 text-sm">
      {changes.map((change) => (
        <div key={change.path} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{change.path}</dt>
          <dd className="break-all">
            {change.before === null ? (
              <span className="text-muted">({am.created})</span>
            ) : (
              <del className="text-muted">{change.before}</del>
            )}
            <span aria-hidden="true"> → </span>
            {change.after === null ? (
              <span className="text-muted">({am.removed})</span>
            ) : (
              <ins className="font-semibold no-underline">{change.after}</ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
