import { useCallback, useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";
import { appStore, useAppState } from "../../lib/store.ts";
import { loadUserManualList } from "../startup/startup.ts";

export type ListStatus = "loading" | "ready" | "error";

/**
 * The user-manual list (colType 3) of the store, loaded where the manual is shown; a list
 * already in the store is used as it is.
 */
export function useUserManualList() {
  const items = useAppState((s) => s.userManualList);
  const [status, setStatus] = useState<ListStatus>(items.length ? "ready" : "loading");

  const load = useCallback(() => {
    setStatus("loading");
    loadUserManualList({ store: appStore, api })
      .then(() => setStatus("ready"))
      .catch(() => setStatus("error"));
  }, []);

  // Runs again after a language switch, which empties the list.
  useEffect(() => {
    if (items.length === 0) load();
  }, [items.length, load]);

  return { items, status, retry: load };
}
