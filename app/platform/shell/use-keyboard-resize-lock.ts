import { useEffect } from "react";

function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element.tagName === "TEXTAREA") return true;
  if (element.tagName !== "INPUT") return false;
  const type = (element as HTMLInputElement).type;
  return ![
    "button",
    "checkbox",
    "radio",
    "submit",
    "reset",
    "file",
    "image",
    "range",
    "color",
  ].includes(type);
}

/** Applies spec §2's rule for one resize event. */
export function applyResizeRule(doc: Document, innerHeight: number) {
  const { body } = doc;
  if (isTextEntry(doc.activeElement)) {
    body.style.height = `${innerHeight}px`;
    body.style.overflow = "hidden";
  } else {
    body.style.height = "";
    body.style.overflow = "";
  }
}

/**
 * Spec §2: while a text input or textarea has focus, a resize (a phone keyboard opening) pins
 * the page to the window height and stops scrolling; otherwise height and scrolling come back.
 */
export function useKeyboardResizeLock() {
  useEffect(() => {
    const onResize = () => applyResizeRule(document, window.innerHeight);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
}
