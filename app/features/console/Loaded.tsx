import type { ReactNode } from "react";
import { FormAlert } from "../../components/Field.tsx";

/** A console read that failed: why, and a button that loads it again. */
export function LoadFailed({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="grid gap-3">
      <FormAlert>{text}</FormAlert>
      <p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {retry}
        </button>
      </p>
    </div>
  );
}

/** A console read (useResource): its data once there, else the failure with a retry, else "loading". */
export function Loaded<T>({
  resource,
  failed,
  retry,
  loading,
  children,
}: {
  resource: { data: T | null; failed: boolean; reload: () => void };
  failed: string;
  retry: string;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.data) return children(resource.data);
  if (resource.failed) return <LoadFailed text={failed} retry={retry} onRetry={resource.reload} />;
  return <p role="status">{loading}</p>;
}
