import type { UiLocale } from "../../contract/language.ts";
import type { Messages } from "../locales/en-US.ts";
import { messagesFor } from "../locales/index.server.ts";
import {
  type Namespace,
  ROUTE_NAMESPACES,
  type RouteModule,
  SHELL_NAMESPACES,
  type ShellNamespace,
} from "../locales/namespaces.ts";
import { resolveRequestLocale } from "./locale.server.ts";
import { markCatalogue } from "./phrases.server.ts";

function pick<N extends Namespace>(locale: UiLocale, names: readonly N[]): Pick<Messages, N> {
  const all = markCatalogue(messagesFor(locale), locale);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<Messages, N>;
}

/** The root loader's part of the catalogue: what the shell and the error screens name. */
export function shellMessages(locale: UiLocale): Pick<Messages, ShellNamespace> {
  return pick(locale, SHELL_NAMESPACES);
}

/**
 * A route loader's part of the catalogue (ADR 0023), in the visitor's language; spread into
 * what the loader returns. `messagesOf` / the root's provider merge it with the shell's.
 */
export function pageMessages<R extends RouteModule>(
  request: Request,
  route: R,
): { pageMessages: Pick<Messages, (typeof ROUTE_NAMESPACES)[R][number]> } {
  return { pageMessages: pick(resolveRequestLocale(request), ROUTE_NAMESPACES[route]) };
}
