import { data, Link } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  return root ? [{ title: `${root.messages.pageTitle.notFound} · ${root.siteName}` }] : [];
}

export default function NotFound() {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <h1 className="text-4xl font-black">{m.notFound.title}</h1>
      <p className="mt-4 text-[var(--muted)]">{m.notFound.body}</p>
      <Link className="mt-8 inline-block font-semibold underline" to="/">
        {m.notFound.back}
      </Link>
    </main>
  );
}
