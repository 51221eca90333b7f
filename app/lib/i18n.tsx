import { createContext, Fragment, type ReactNode, useContext } from "react";
import { DEFAULT_LOCALE, type UiLocale } from "../../contract/language.ts";
import type { Messages } from "../locales/en-US.ts";
import { type PluralMessage, selectPlural } from "./plural.ts";

type I18n = { locale: UiLocale; messages: Messages };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

export function useMessages(): Messages {
  return useI18n().messages;
}

export function useLocale(): UiLocale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE;
}

/** Fills `{name}` slots; unknown slots stay visible so a missing value is noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/**
 * A message that depends on a number: the form `count` takes in `locale` ("1 entry",
 * "2 entries"), its slots filled; `{count}` is the number unless `values` gives it otherwise.
 */
export function formatPlural(
  locale: UiLocale,
  message: PluralMessage,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return format(selectPlural(locale, message, count), { count, ...values });
}

/** Like `format`, with elements (links) in the slots. */
export function formatNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const key = `${index}-${part}`;
    return name && name in values ? <Fragment key={key}>{values[name]}</Fragment> : part;
  });
}
