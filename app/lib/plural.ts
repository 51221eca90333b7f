import type { UiLocale } from "../../contract/language.ts";

/**
 * A message that depends on a number: one template per CLDR plural category of the language
 * (`Intl.PluralRules`). en-US needs `one` and `other`, Spanish also `many` ("1 000 000 de…"),
 * Chinese, Japanese and Korean only `other`. app/locales/plurals.test.ts checks that every
 * catalogue has exactly the forms its language uses.
 */
export type PluralMessage = { other: string } & {
  [K in Exclude<Intl.LDMLPluralRule, "other">]?: string;
};

const rules = new Map<UiLocale, Intl.PluralRules>();

/** The plural category of `count` in `locale` (built once per locale: Intl data is costly). */
export function pluralCategory(locale: UiLocale, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** The template for a category, or `other` when the language has no separate form for it. */
export function pluralForm(message: PluralMessage, category: Intl.LDMLPluralRule): string {
  return message[category] ?? message.other;
}

/** Picks the form for `count` in `locale`. */
export function selectPlural(locale: UiLocale, message: PluralMessage, count: number): string {
  return pluralForm(message, pluralCategory(locale, count));
}
