import { useEffect } from "react";
import { ensureDeviceId } from "../features/device/device-id.ts";
import { useMessages } from "../lib/i18n.tsx";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return [
    { title: `${root.siteName} — ${root.messages.pageTitle.home}` },
    { name: "description", content: root.messages.homePage.heroLead },
  ];
}

export default function Home() {
  const m = useMessages();
  useEffect(() => {
    ensureDeviceId().catch((error: unknown) => console.error(error));
  }, []);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-5xl flex-col justify-center gap-6 px-6 py-16"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-[var(--color-accent)]">
        {m.homePage.eyebrow}
      </p>
      <h1 className="text-5xl font-black leading-tight sm:text-7xl">{m.homePage.heroTitle}</h1>
      <p className="max-w-2xl text-lg text-[var(--muted)]">{m.homePage.heroLead}</p>
      <p>
        <a
          href="/download"
          className="inline-block rounded-full bg-[var(--fg)] px-6 py-3 font-semibold text-[var(--bg)]"
        >
          {m.homePage.ctaDownload}
        </a>
      </p>
    </main>
  );
}
