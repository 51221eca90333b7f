import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { useMessages } from "../lib/i18n.tsx";

/** Inside the site's frame: "not found" for a 404, otherwise the error with a retry. */
export function RouteError() {
  const error = useRouteError();
  const m = useMessages();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <h1 className="text-4xl font-black">{notFound ? m.notFound.title : m.errorPage.title}</h1>
      <p className="mt-4 text-muted" role={notFound ? undefined : "alert"}>
        {notFound ? m.notFound.body : m.common.networkError}
      </p>
      <p className="mt-8 flex flex-wrap gap-3">
        {notFound ? null : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={revalidator.state === "loading"}
            onClick={() => revalidator.revalidate()}
          >
            {m.common.retry}
          </button>
        )}
        <Link className="btn btn-secondary" to="/">
          {m.common.backHome}
        </Link>
      </p>
    </main>
  );
}
