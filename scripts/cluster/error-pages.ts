/**
 * The answers nginx gives itself when no instance does (issue 30): 413 past the body caps, 429
 * past the connections per address, 502/503/504 when no instance answers. Under /api/ the API's
 * envelope; elsewhere a small page in each interface language, in the catalogue's words
 * (`proxyPages`). deploy/nginx.conf.template picks the file by status, language and kind.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { messagesFor } from "../../app/locales/index.server.ts";
import { Code } from "../../contract/codes.ts";
import { fail } from "../../contract/envelope.ts";
import { UI_LOCALES } from "../../contract/language.ts";

export const PROXY_STATUSES = [413, 429, 502, 503, 504] as const;
type ProxyStatus = (typeof PROXY_STATUSES)[number];

/** What each status says in the envelope: a 502 or 504 is the service being away, as a 503. */
const ENVELOPES: Record<ProxyStatus, ReturnType<typeof fail>> = {
  413: fail(Code.payloadTooLarge, "Request body too large for any route"),
  429: fail(Code.tooManyRequests, "Too many connections from this address; try again shortly"),
  502: fail(Code.unavailable, "Service unavailable; try again shortly"),
  503: fail(Code.unavailable, "Service unavailable; try again shortly"),
  504: fail(Code.unavailable, "Service unavailable; try again shortly"),
};

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:12vh 1.5rem;color:#1f1b16;" +
  "background:#fbf7f0}main{max-width:34rem;margin:auto}h1{font-size:1.6rem;line-height:1.25}" +
  "a{color:inherit;font-weight:700;margin-right:1.5rem}" +
  "@media (prefers-color-scheme:dark){body{color:#f3ede4;background:#1b1916}}";

/** The pages' policy: nothing but their own stylesheet, by hash. */
export const ERROR_PAGES_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256")
  .update(STYLE)
  .digest("base64")}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

function page(status: ProxyStatus, locale: (typeof UI_LOCALES)[number]) {
  const t = messagesFor(locale).proxyPages;
  const [title, body] =
    status === 413 ? [t.tooLargeTitle, t.tooLargeBody] : [t.unavailableTitle, t.unavailableBody];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p>${status === 413 ? "" : `<a href="">${escapeHtml(t.retry)}</a>`}<a href="/">${escapeHtml(t.home)}</a></p>
</main>
</body>
</html>
`;
}

/** Writes `_proxy/<status>.<locale>.{json,html}` under `dir` (the template's ERROR_PAGES_DIR). */
export function writeErrorPages(dir: string) {
  const out = path.join(dir, "_proxy");
  mkdirSync(out, { recursive: true });
  for (const status of PROXY_STATUSES) {
    for (const locale of UI_LOCALES) {
      writeFileSync(path.join(out, `${status}.${locale}.json`), JSON.stringify(ENVELOPES[status]));
      writeFileSync(path.join(out, `${status}.${locale}.html`), page(status, locale));
    }
  }
}

/** The template's language maps: ?lang=, then the `language` cookie, then Accept-Language. */
export function languageMaps() {
  const known = UI_LOCALES.map((locale) => `        ${locale} ${locale};`).join("\n");
  return `    map $cookie_language $inkdoll_cookie_lang {
        default $inkdoll_accept_lang;
${known}
    }
    # From the original address: an error page is an internal redirect, which drops $args.
    map $request_uri $inkdoll_arg_lang {
        "~[?&]lang=(?<inkdoll_query_lang>[A-Za-z-]+)" $inkdoll_query_lang;
        default "";
    }
    map $inkdoll_arg_lang $inkdoll_lang {
        default $inkdoll_cookie_lang;
${known}
    }`;
}
