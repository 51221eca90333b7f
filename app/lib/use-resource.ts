import { useCallback, useEffect, useState } from "react";
import type { Envelope } from "../../contract/envelope.ts";
import { type Refusal, reasonOfCode } from "../../contract/refusals.ts";
import { dataOf, refusalOf } from "./envelope.ts";

/**
 * The site's one pattern for authenticated reads (ADR 0009): one hook per resource on top of
 * this. `key` names whose data it is (the user id): null loads nothing, a new key loads again.
 * `data` is null until the first answer; `failed` when the last load was refused or failed, with
 * `reason` the refusal's `data.reason` (or `network` when no answer came) and `refusal` the
 * whole refusal (what a feature's refusal carries besides its reason; null for `network`).
 */
export function useResource<T, R extends { reason: string } = Refusal>(
  load: () => Promise<Envelope<T>>,
  key: unknown,
) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<R | null>(null);
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
        // A success without data counts as refused, with the reason its code gives.
        const refused =
          value === null
            ? (refusalOf<R>(response) ?? ({ reason: reasonOfCode(response.code) } as R))
            : null;
        setFailed(value === null);
        setReason(refused?.reason ?? null);
        setRefusal(refused);
        if (value !== null) setData(value);
      })
      .catch(() => {
        if (!live) return;
        setFailed(true);
        setReason("network");
        setRefusal(null);
      });
    return () => {
      live = false;
    };
  }, [key, version]);

  /** Loads again (after a change) and resolves when the answer is in. */
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, reason, refusal, reload };
}
