import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProseHtml } from "./ProseHtml.tsx";

/** The main landmark of a public page, at one of the site's reading widths. */
export function PageMain({
  width = "max-w-4xl",
  children,
}: {
  width?: "max-w-3xl" | "max-w-4xl" | "max-w-7xl";
  children: ReactNode;
}) {
  return (
    <main id="main" className={`mx-auto ${width} px-4 py-12 sm:px-6 sm:py-16`}>
      {children}
    </main>
  );
}

/** A public page with its title and lead (`prose` keeps the lead to a reading measure). */
export function Page({
  title,
  lead,
  prose = false,
  children,
}: {
  title: string;
  lead: string;
  prose?: boolean;
  children: ReactNode;
}) {
  return (
    <PageMain>
      <h1 className="text-4xl font-black sm:text-5xl">{title}</h1>
      <p className={`mt-4 ${prose ? "max-w-prose " : ""}text-lg text-muted`}>{lead}</p>
      {children}
    </PageMain>
  );
}

/** A section of a page named by its heading (`id` ties them; anchors may point at it). */
export function PageSection({
  id,
  title,
  lead,
  className = "mt-12",
  titleClassName = "text-2xl font-black",
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}

/** The link that ends a section ("all questions", "back to support"). */
export function MoreLink({
  to,
  className = "mt-4",
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <Link to={to} className="font-bold underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

/** Questions as native disclosure widgets: keyboard and screen-reader ready. */
export function QuestionList({
  entries,
  anchored = false,
}: {
  entries: readonly { id: string; question: string; answerHtml: string }[];
  /** Each question is an anchor (its id), for links into the FAQ. */
  anchored?: boolean;
}) {
  return (
    <div className="mt-4 grid gap-3">
      {entries.map((entry) => (
        <details
          key={entry.id}
          id={anchored ? entry.id : undefined}
          className="ink-panel group p-0"
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-4 font-bold">
            <span>{entry.question}</span>
            <span
              aria-hidden="true"
              className="text-xl leading-none transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <ProseHtml html={entry.answerHtml} className="border-t-2 border-line px-4 pb-4 pt-3" />
        </details>
      ))}
    </div>
  );
}
