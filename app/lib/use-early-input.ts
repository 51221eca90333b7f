import { type ChangeEvent, type RefObject, useEffect } from "react";

/**
 * What a visitor types or picks in a server-rendered control before hydration stays in the page but
 * not in React's state: the controlled input's next render would wipe it, a language picked would
 * do nothing. With the JavaScript starting after the first paint (ADR 0005) a quick visitor or a
 * password manager can get there first. Once hydrated, this hands such a value to onChange.
 */
export function useKeepEarlyInput<T extends HTMLInputElement | HTMLSelectElement>(
  ref: RefObject<T | null>,
  value: unknown,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before hydration.
  useEffect(() => {
    const node = ref.current;
    if (!node || !onChange || value === undefined || node.value === String(value)) return;
    // Handlers read target.value, which is the element's own.
    onChange({ target: node, currentTarget: node } as ChangeEvent<T>);
  }, []);
}
