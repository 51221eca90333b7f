import {
  type ToggleEvent as ReactToggleEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
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

/** Whether this browser has the Popover API (Baseline since 2024; older phones lack it). */
function hasPopover() {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

/**
 * A panel that opens before the page's JavaScript has run (the header's menu, ADR 0024). The
 * browser's Popover API opens it from the button (`popovertarget`) and closes it on Escape, on a
 * tap outside or on the button again, with focus back on the button. Once hydrated, this follows
 * the panel's state for `aria-expanded`, moves focus into the panel when it opens, and closes it
 * on a navigation. Before hydration the button carries no `aria-expanded`, so assistive
 * technology reads the state the browser derives from the popover instead of a stale "false".
 * A browser without the API gets `useDisclosure`'s behaviour once hydrated (`data-open` shows
 * the panel, app.css).
 */
export function usePopoverDisclosure<T extends HTMLElement>(panel: RefObject<T | null>) {
  const fallback = useDisclosure({ panel });
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [native, setNative] = useState<boolean | null>(null);
  const location = useLocation();

  useEffect(() => {
    const supported = hasPopover();
    setNative(supported);
    // Opened by a tap while the page was loading: take over the state without moving focus.
    if (supported && panel.current?.matches(":popover-open")) setPopoverOpen(true);
  }, [panel]);

  // A navigation closes the panel; hydration is not one, and keeps a panel opened before it.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (hasPopover() && panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }, [location.key, panel]);

  const open = native === false ? fallback.open : popoverOpen;
  return {
    panelId: fallback.panelId,
    /** Spread on the toggle button. */
    toggle: {
      ref: fallback.toggle.ref,
      type: "button",
      popoverTarget: fallback.panelId,
      "aria-controls": fallback.panelId,
      "aria-expanded": native === null ? undefined : open,
      onClick: native === false ? fallback.toggle.onClick : undefined,
    } as const,
    /** Spread on the panel; it must not set `display`, which the browser uses to hide it. */
    panel: {
      id: fallback.panelId,
      ref: panel,
      popover: "auto",
      "data-popover-panel": "",
      "data-open": native === false && fallback.open ? "" : undefined,
      onToggle: (event: ReactToggleEvent<T>) => {
        const opened = event.newState === "open";
        setPopoverOpen(opened);
        if (opened) event.currentTarget.querySelector<HTMLElement>("a, select, button")?.focus();
      },
    } as const,
  };
}
