import type { ReactNode } from "react";
import { PAPER_FRAME, RenderPicture } from "../../components/RenderPicture.tsx";
import type { RenderId } from "../../lib/renders.ts";

type Illustration = (props: { className?: string }) => ReactNode;

/** Four cards a row on wide screens, two on phones. */
const CARD_SIZES = "(min-width: 1024px) 18rem, 45vw";

export function Card({
  Art,
  render,
  title,
  body,
}: {
  Art?: Illustration;
  render?: { id: RenderId; alt: string };
  title: string;
  body: string;
}) {
  return (
    <li className="ink-panel flex flex-col overflow-hidden">
      {render ? (
        <div className={`border-b-2 border-fg ${PAPER_FRAME}`}>
          <RenderPicture
            id={render.id}
            alt={render.alt}
            sizes={CARD_SIZES}
            className="mx-auto block aspect-[4/3] h-auto w-full max-w-xs object-contain"
          />
        </div>
      ) : Art ? (
        <div className="screentone border-b-2 border-fg">
          <Art className="mx-auto block aspect-[4/3] w-full max-w-xs" />
        </div>
      ) : null}
      <div className="p-3 sm:p-5">
        <h3 className="text-lg font-black sm:text-xl">{title}</h3>
        <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{body}</p>
      </div>
    </li>
  );
}

export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <h2 id={id} className="max-w-3xl text-balance text-3xl font-black leading-tight sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}
