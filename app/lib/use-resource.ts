import { useCallback, useEffect, useState } from "react";
import type { Envelope } from "../../contract/envelope.ts";
import { reasonOfCode } from "../../contract/refusals.ts";
import { dataOf, refusalOf } from "./envelope.ts";

/**
 * The site's one pattern for authenticated reads (ADR 0009): one hook per resource on top of
 * this. `key` names whose data it is (the user id): null loads nothing, a new key loads again.
 * `data` is null until the first answer; `failed` when the last load was refused or failed, with
 * `reason` the refusal's `data.reason` (or `network` when no answer came).
 */
export function useResource<T>(load: () => Promise<Envelope<T>>, key: unknown) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module function; key and version decide.
  useEffect(() => {
    if (key === null || key === undefined) {
      setData(null);
      return;
    }
    let live = true;
    load()
      .then((response) => {
        if (!live) return;
        const value = dataOf(response);
        setFailed(value === null);
        setReason(
          value === null ? (refusalOf(response)?.reason ?? reasonOfCode(response.code)) : null,
        );
        if (value !== null) setData(value);
      })
      .catch(() => {
        if (!live) return;
        setFailed(true);
        setReason("network");
      });
    return () => {
      live = false;
    };
  }, [key, version]);

  /** Loads again (after a change) and resolves when the answer is in. */
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, reason, reload };
}
