/**
 * The component lane's one way to render a screen (vitest.config.ts, `component`): the app's i18n
 * context in a locale, a React Router around it at an address, and the network faked — `fetch`
 * answers each API call with the envelope the test gives (`{ code, msg, data }`, contract/
 * envelope.ts's `ok` and `fail`), records the calls, and fails the test on a call it was not
 * given; XMLHttpRequest (uploads) goes to the same fake, and the proof-of-work worker answers at
 * once. Nothing else of the app is replaced: the screens run their own hooks, rules and client.
 */
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, type ReactElement, useContext } from "react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { vi } from "vitest";
import type { Envelope } from "../../contract/envelope.ts";
import type { UiLocale } from "../../contract/language.ts";
import type { StaffMe } from "../../contract/permissions.ts";
import type { UserInfo } from "../../contract/user.ts";
import { I18nProvider } from "../lib/i18n.tsx";
import { local, STORAGE_KEYS } from "../lib/storage.ts";
import { appStore } from "../lib/store.ts";
import { consoleMessagesFor } from "../locales/console/index.server.ts";
import { messagesFor } from "../locales/index.server.ts";

/** One API call as the screen made it: `path` without `/api` and the query. */
export type ApiCall = {
  method: string;
  path: string;
  /** The query without the client's `from=2`. */
  query: Record<string, string>;
  /** The JSON body, parsed; a raw (file) body as it was sent. */
  body: unknown;
  headers: Record<string, string>;
};

/** An answer: an envelope, or a function of the call (which may hold it back: `deferred`). */
export type Reply =
  | Envelope<unknown>
  | ((call: ApiCall) => Envelope<unknown> | Promise<Envelope<unknown>>);

/**
 * The fake API, by `"METHOD /path"` (no `/api`, no query): one reply for every call, or a list
 * answered in order (the last one again once the list is used up).
 */
export type FakeApi = Record<string, Reply | Reply[]>;

export type AppOptions = {
  locale?: UiLocale;
  /** The address the screen is rendered at (`/login?mode=register`); `/` when not given. */
  route?: string;
  /** The route pattern the screen is mounted on; the pathname of `route` when not given. */
  path?: string;
  fetch?: FakeApi;
  /** Logged in as this user (the store and the stored login key), like after start-up. */
  loggedIn?: Partial<UserInfo>;
  /** Under the console layout, whose loader data carries the console's own catalogue. */
  console?: boolean;
  /** Under the console with this operator past its gate (what `useStaff()` reads); implies `console`. */
  staff?: StaffMe;
};

/** A promise the test settles itself: a reply held back to look at the screen meanwhile. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export const TEST_USER: UserInfo = {
  id: 7,
  nickname: "Aki",
  email: "a***@example.com",
  avatar: "",
  createdAt: "2025-03-01T10:00:00.000Z",
  emailVerified: true,
};

/** The number the fake challenge worker answers with. */
export const SOLVED_NUMBER = 4242;

/**
 * The proof-of-work worker: the real one hashes for a while in another thread; this one answers
 * at once. The challenge itself still comes from the (fake) API and the payload is still built.
 */
class InstantWorker {
  onmessage: ((event: { data: number | null }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  postMessage() {
    setTimeout(() => this.onmessage?.({ data: SOLVED_NUMBER }), 0);
  }
  terminate() {}
}

const unexpected: string[] = [];

/** Called after each test (component-setup.ts): a call no reply was given for fails it. */
export function checkNoUnexpectedCalls() {
  const calls = unexpected.splice(0);
  if (calls.length) throw new Error(`API calls the test gave no reply for: ${calls.join(", ")}`);
}

type Answer = (
  method: string,
  address: string,
  headers: Record<string, string>,
  raw: unknown,
  signal?: AbortSignal | null,
) => Promise<Envelope<unknown>>;

/** The fake API's answer to one call, recorded in `calls`. */
function fakeApi(api: FakeApi, calls: ApiCall[]): Answer {
  const used = new Map<string, number>();
  return async (method, address, headers, raw, signal) => {
    const url = new URL(address, "http://localhost");
    const path = url.pathname.replace(/^\/api/, "");
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== "from"));
    const body = typeof raw === "string" ? JSON.parse(raw) : raw;
    const call: ApiCall = { method, path, query, body, headers };
    calls.push(call);
    const key = `${method} ${path}`;
    const entry = api[key];
    if (entry === undefined) {
      unexpected.push(key);
      throw new TypeError(`no reply for ${key}`);
    }
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const reply = Array.isArray(entry) ? entry[Math.min(index, entry.length - 1)] : entry;
    if (reply === undefined) throw new TypeError(`empty reply list for ${key}`);
    return Promise.race([
      typeof reply === "function" ? reply(call) : reply,
      new Promise<never>((_, reject) => {
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      }),
    ]);
  };
}

function fakeFetch(answer: Answer) {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const method = (init.method ?? "GET").toUpperCase();
    const envelope = await answer(method, String(input), headers, init.body, init.signal);
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
}

/**
 * XMLHttpRequest as app/lib/upload.ts uses it (for the upload's progress): the same fake API
 * answers; the progress is reported once, all of the bytes, before the answer.
 */
function fakeXhr(answer: Answer) {
  return class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timeout = 0;
    responseText = "";
    status = 0;
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    private aborter = new AbortController();
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.aborter.abort();
      this.onabort?.();
    }
    send(body: unknown) {
      const size = body instanceof Blob ? body.size : 0;
      answer(this.method, this.url, this.headers, body, this.aborter.signal).then(
        (envelope) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as never);
          this.status = 200;
          this.responseText = JSON.stringify(envelope);
          this.onload?.();
        },
        () => {
          if (!this.aborter.signal.aborted) this.onerror?.();
        },
      );
    }
  };
}

/** Where the router is: the layout notes it on every render. */
const where = { pathname: "", search: "" };
const ScreenContext = createContext<ReactElement | null>(null);
const OperatorContext = createContext<StaffMe | undefined>(undefined);

function Layout() {
  const location = useLocation();
  where.pathname = location.pathname;
  where.search = location.search;
  // The console's staff gate hands its operator down as the outlet's context.
  return <Outlet context={useContext(OperatorContext)} />;
}

/** The screen under test, at its route. */
function Screen() {
  return useContext(ScreenContext);
}

/** Any other address the screen navigates to. */
function Elsewhere() {
  return null;
}

/** Renders `ui` as the app would: see the file's comment. */
export function renderWithApp(ui: ReactElement, options: AppOptions = {}) {
  const locale = options.locale ?? "en-US";
  const messages = messagesFor(locale);
  const consoleMessages = consoleMessagesFor(locale);
  const route = options.route ?? "/";
  const inConsole = Boolean(options.console || options.staff);
  const path = options.path ?? new URL(route, "http://localhost").pathname;

  // The client takes the data language from <html lang>, as on a rendered page.
  document.documentElement.lang = locale;
  const calls: ApiCall[] = [];
  const answer = fakeApi(options.fetch ?? {}, calls);
  vi.stubGlobal("fetch", fakeFetch(answer));
  vi.stubGlobal("XMLHttpRequest", fakeXhr(answer));
  vi.stubGlobal("Worker", InstantWorker);
  if (options.loggedIn) {
    const userInfo = { ...TEST_USER, ...options.loggedIn };
    local.setItem(STORAGE_KEYS.loginKey, "test-login-key");
    local.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
    appStore.set({ userInfo });
  }

  const Stub = createRoutesStub([
    {
      id: inConsole ? "console" : "test-layout",
      Component: Layout,
      ...(inConsole ? { loader: () => ({ messages: consoleMessages }) } : {}),
      children: [
        { path, Component: Screen },
        { path: "*", Component: Elsewhere },
      ],
    },
  ]);
  const hydrationData = inConsole
    ? { loaderData: { console: { messages: consoleMessages } } }
    : undefined;

  const user = userEvent.setup();
  const result = render(
    <I18nProvider value={{ locale, messages }}>
      <OperatorContext.Provider value={options.staff}>
        <ScreenContext.Provider value={ui}>
          <Stub initialEntries={[route]} {...(hydrationData ? { hydrationData } : {})} />
        </ScreenContext.Provider>
      </OperatorContext.Provider>
    </I18nProvider>,
  );
  return {
    ...result,
    user,
    /** The interface catalogue the screen reads (`m.auth.errors.email`…). */
    m: messages,
    /** The console's catalogue in the same locale. */
    cm: consoleMessages,
    /** Every API call made so far, in order. */
    calls,
    /** The calls to `"METHOD /path"`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Where the router is now (after the screen navigated). */
    location: () => ({ ...where }),
  };
}
