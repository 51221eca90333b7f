import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE } from "../contract/language.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { appContext } from "./lib/context.ts";
import { I18nProvider } from "./lib/i18n.tsx";
import { resolveRequestLocale } from "./lib/locale.server.ts";
import { messagesFor } from "./locales/index.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request);
  const { siteName } = context.get(appContext);
  return { locale, messages: messagesFor(locale), siteName };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider value={{ locale: loaderData.locale, messages: loaderData.messages }}>
      <Outlet />
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = error && typeof error === "object" && "status" in error ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-3xl font-bold">{String(status)}</h1>
    </main>
  );
}
