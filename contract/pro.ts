// Pro prices (issue 31): an operator enters a price per app, plan and region in the console; each
// change is a new row, so the history stays and the latest one in effect is shown on /pro. Where
// no price is entered for a region, the page says the app shows it before buying.
import type { ReleaseApp } from "./releases.ts";

export const PRO_APPS = ["doll"] as const satisfies readonly ReleaseApp[];
export type ProApp = (typeof PRO_APPS)[number];
export const isProApp = (app: string): app is ProApp =>
  (PRO_APPS as readonly string[]).includes(app);
export const PRO_PLANS = ["monthly", "yearly"] as const;
export type ProPlan = (typeof PRO_PLANS)[number];

/** ISO 3166-1 alpha-2, as the geolocation answers it (JP, US, CN…). */
export const REGION_PATTERN = /^[A-Z]{2}$/;
/** ISO 4217 (JPY, USD, EUR…). */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** In minor units (cents, yen): at most 10,000,000 of them. */
export const PRICE_MAX_MINOR = 10_000_000;

/** A price in effect. `amount` is in the currency's minor units (¥600 is 600, $5.99 is 599). */
export type ProPrice = {
  app: ProApp;
  plan: ProPlan;
  region: string;
  currency: string;
  amount: number;
  since: string;
};

/** One change in the console's history: a price, or `amount` null where it was withdrawn. */
export type ProPriceChange = Omit<ProPrice, "amount" | "currency"> & {
  id: number;
  amount: number | null;
  currency: string | null;
  by: string;
};

export type ProPricesView = {
  /** The region the visitor's address is in ("" when unknown), or the one they chose. */
  region: string;
  prices: ProPrice[];
  /** Every region some price is entered for, for the region picker. */
  regions: string[];
};

/** The minor-unit digits of a currency (JPY 0, USD 2, KWD 3), from the platform's own data. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A price as the visitor's language writes it: formatPrice(600, "JPY", "ja") is "￥600". */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(
    amount / 10 ** digits,
  );
}

/**
 * A typed price ("5.99", "600", "1,200") in minor units, or null when it is not one. A comma
 * only groups thousands: "4,99" is refused rather than read as 499 of the currency.
 */
export function parsePrice(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const typed = text.trim();
  if (typed.includes(",") && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(typed)) return null;
  const clean = typed.replace(/,/g, "");
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(clean)) return null;
  const [whole = "0", fraction = ""] = clean.split(".");
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) && minor > 0 && minor <= PRICE_MAX_MINOR ? minor : null;
}
