import { useEffect, useMemo, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_LOCALE, servedUiLocale } from "../contract/language.ts";
import type { Route } from "./+types/root";
import { Toaster } from "./components/Toaster.tsx";
import { api, configureApiClient } from "./lib/api-client.ts";
import { appContext } from "./lib/context.ts";
import { useMarkHydrated } from "./lib/hydration.ts";
import { I18nProvider, useMessages } from "./lib/i18n.tsx";
import { InlineStylesheet } from "./lib/inline-css.tsx";
import { pageMessagesOf } from "./lib/meta.ts";
import { loadRootData, type RootData } from "./lib/root-data.server.ts";
import { local, STORAGE_KEYS, session } from "./lib/storage.ts";
import { appStore } from "./lib/store.ts";
import type { Messages } from "./locales/en-US.ts";
import { errorMessages } from "./locales/en-US-errors.ts";
import { ConsentBeforePaint } from "./platform/consent/ConsentBeforePaint.tsx";
import {
  followShownLanguage,
  rememberLanguage,
  switchLanguage,
  wantedLocale,
} from "./platform/language/language.ts";
import { createSessionExpiryHandler } from "./platform/session/session-expiry.ts";
import { useKeyboardResizeLock } from "./platform/shell/use-keyboard-resize-lock.ts";
import { canvasSupportsWebp, loadBlogList, startUp } from "./platform/startup/startup.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRootData(request, context.get(appContext));
}

// A language change revalidates in place and re-runs this loader; navigations keep its data.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  // An address naming another language (`?lang=`) is another page language.
  if (currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang")) return true;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#111111" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <InlineStylesheet />
        <ConsentBeforePaint />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        <ScrollRestoration
          getKey={(location) => (location.pathname === "/gift" ? location.pathname : location.key)}
        />
        <Scripts />
      </body>
    </html>
  );
}

function useClientRuntime(data: RootData) {
  const revalidator = useRevalidator();

  // A language switch emptied the store's lists; the blog list comes back in the new language.
  const firstLocale = useRef(data.locale);
  useEffect(() => {
    if (data.locale === firstLocale.current) return;
    firstLocale.current = data.locale;
    followShownLanguage();
    loadBlogList({ store: appStore, api }).catch((error) => console.error(error));
  }, [data.locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start-up runs once per page load.
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (search.get("debug") === "1") session.setItem(STORAGE_KEYS.debug, "1");
    configureApiClient({
      onSessionExpired: createSessionExpiryHandler({
        storage: local,
        location: () => window.location,
        load: (to) => window.location.replace(to),
        onLoggedOut: () => appStore.set({ userInfo: null }),
        note: session,
      }),
    });
    startUp({
      store: appStore,
      storage: local,
      api,
      userAgent: navigator.userAgent,
      supportsWebp: canvasSupportsWebp,
    });
    // The tab's chosen language wins unless the address names one; the cookie tells the
    // server for the next render.
    const wanted = wantedLocale(data.locale);
    if (wanted !== data.locale) {
      switchLanguage(wanted);
      revalidator.revalidate();
    } else if (servedUiLocale(search.get("lang"))) {
      // An address naming the language (a shared link, an app's in-app page) is the visitor's
      // choice for this tab: the pages its links lead to, which carry no `?lang=`, keep it.
      rememberLanguage(wanted);
    }
  }, []);

  useKeyboardResizeLock();
  useMarkHydrated();
}

export default function App({ loaderData }: Route.ComponentProps) {
  useClientRuntime(loaderData);
  // The shell's namespaces and the routes' (ADR 0023). Once received, a namespace stays for the
  // rest of the visit: the kept-alive /gift screen still renders, hidden, on other pages. After
  // a language switch the revalidated loaders replace what the current pages use.
  const matches = useMatches();
  const received = useRef<object>({});
  const i18n = useMemo(() => {
    received.current = Object.assign(
      {},
      received.current,
      loaderData.messages,
      ...pageMessagesOf(matches),
    );
    return { locale: loaderData.locale, messages: received.current as Messages };
  }, [loaderData, matches]);
  return (
    <I18nProvider value={i18n}>
      <Outlet />
      <ToasterHost />
    </I18nProvider>
  );
}

function ToasterHost() {
  const m = useMessages();
  return <Toaster closeLabel={m.common.close} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const m = data?.messages;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound
    ? (m?.notFound ?? errorMessages.notFound)
    : (m?.errorPage ?? errorMessages.errorPage);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <h1 className="text-4xl font-black">{text.title}</h1>
      <p className="mt-4 text-muted">{text.body}</p>
      <a className="btn btn-secondary mt-8" href="/">
        {m?.common.backHome ?? errorMessages.backHome}
      </a>
    </main>
  );
}
