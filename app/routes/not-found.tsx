import { data, Link } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "notFound");
}

export default function NotFound() {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <h1 className="text-4xl font-black">{m.notFound.title}</h1>
      <p className="mt-4 text-muted">{m.notFound.body}</p>
      <Link className="btn btn-secondary mt-8" to="/">
        {m.common.backHome}
      </Link>
    </main>
  );
}
