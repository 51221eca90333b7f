import { Link } from "react-router";
import type { StoreLink } from "../../../contract/download.ts";
import { StepCard } from "../../components/RenderPicture.tsx";
import { StoreButton } from "../../components/StoreLinks.tsx";
import { useMessages } from "../../lib/i18n.tsx";

/**
 * No WebGL (or a doll that failed to start): say so plainly, show what the doll does with the
 * site's drawings, and offer the app. Never an empty box where the canvas would be.
 */
export function PoseFallback({ title, links }: { title: string; links: StoreLink[] }) {
  const m = useMessages();
  const p = m.poseEditor;
  const b = m.websiteIndexBody;
  const r = m.homeRenders;
  const steps = [
    ["step-open", r.stepOpen, b.step1Title, b.step1Body],
    ["step-pose", r.stepPose, b.step2Title, b.step2Body],
    ["step-freeze", r.stepFreeze, b.step3Title, b.step3Body],
  ] as const;
  return (
    <main
      id="main"
      data-state="unsupported"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <h1 className="text-balance text-3xl font-black sm:text-5xl">{title}</h1>
      <div role="status" className="ink-panel mt-6 max-w-3xl p-5" data-testid="pose-no-webgl">
        <h2 className="text-xl font-black">{p.noWebglTitle}</h2>
        <p className="mt-2 text-muted">{p.noWebglBody}</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {/* Pre-rendered pictures of the doll: they need no WebGL. */}
        {steps.map(([id, alt, stepTitle, body]) => (
          <StepCard key={stepTitle} id={id} alt={alt} title={stepTitle} body={body} />
        ))}
      </ol>
      <section aria-labelledby="pose-downloads" className="mt-10">
        <h2 id="pose-downloads" className="text-2xl font-black">
          {m.downloadPage.title}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3" data-testid="pose-download-links">
          {links.map((link) => (
            <li key={link.url}>
              <StoreButton app="doll" link={link} className="btn btn-primary" />
            </li>
          ))}
          <li>
            <Link to="/download" className="btn btn-secondary">
              {m.downloadPage.otherPlatforms}
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}
