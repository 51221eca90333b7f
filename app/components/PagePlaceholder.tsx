import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "../lib/i18n.tsx";

/** A page whose content comes later, drawn in the site's style rather than left blank. */
export function PagePlaceholder({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="grid grid-cols-1 items-center gap-10 md:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-text">
            {m.common.comingSoonTitle}
          </p>
          <h1 className="mt-3 text-3xl font-black leading-tight min-[400px]:text-4xl sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{lead ?? m.common.comingSoonBody}</p>
          {children}
          <p className="mt-8 flex flex-wrap gap-3">
            <Link to="/" className="btn btn-secondary">
              {m.common.backHome}
            </Link>
            <Link to="/download" className="btn btn-primary">
              {m.websiteHeader.download}
            </Link>
          </p>
        </div>
        <div
          className="ink-panel screentone relative hidden aspect-[4/3] md:block"
          aria-hidden="true"
        >
          <svg viewBox="0 0 400 300" className="absolute inset-0 h-full w-full" aria-hidden="true">
            <g
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <circle cx="200" cy="78" r="26" fill="var(--raised)" />
              <path d="M200 104v78M200 182l-34 70M200 182l38 66M200 124l-52 34 -18 40M200 124l48 -30 24 -42" />
              <path d="M90 262h220" strokeDasharray="2 14" />
            </g>
            <g fill="var(--color-accent)">
              <circle cx="200" cy="182" r="9" />
              <circle cx="200" cy="124" r="7" />
              <circle cx="248" cy="94" r="6" />
            </g>
          </svg>
        </div>
      </div>
    </main>
  );
}
