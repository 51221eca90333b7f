/** HTML the server rendered from Markdown and sanitised (server/content/markdown.ts). */
export function ProseHtml({
  html,
  className = "",
  lang,
}: {
  html: string;
  className?: string;
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={`prose-ink ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, never raw input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
