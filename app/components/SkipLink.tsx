import { useMessages } from "../lib/i18n.tsx";

/** A header's first stop for the keyboard: hidden until focused, it jumps to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-fg focus:px-4 focus:py-2 focus:text-on-fg"
    >
      {useMessages().websiteHeader.skipToContent}
    </a>
  );
}
