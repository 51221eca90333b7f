/** The Inkdoll mark: a wooden mannequin in a single ink stroke, with an accent joint. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <circle cx="16" cy="8.5" r="3.5" fill="var(--bg)" />
      <path
        d="M16 13v8m0 0-4 7m4-7 4 7M9 15l7-1 7 1"
        stroke="var(--bg)"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="16" cy="21" r="1.8" fill="var(--color-accent)" />
    </svg>
  );
}
