import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A button that shows and hides a panel (the header's menu, the account menu): the panel's id,
 * the toggle's props, and the ways it closes — a navigation, Escape (focus goes back to the
 * button) and, given `root`, a pointer down outside it. Given `panel`, opening moves focus to the
 * panel's first control.
 */
export function useDisclosure(
  refs: { root?: RefObject<HTMLElement | null>; panel?: RefObject<HTMLElement | null> } = {},
) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { root, panel } = refs;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the panel.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    panel?.current?.querySelector<HTMLElement>("a, select, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root && !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, root, panel]);

  return {
    open,
    close: () => setOpen(false),
    panelId,
    /** Spread on the toggle button. */
    toggle: {
      ref: buttonRef,
      type: "button",
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((value) => !value),
    } as const,
  };
}
