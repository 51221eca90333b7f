import { describe, expect, it } from "vitest";
import { currencyDigits, formatPrice, parsePrice } from "./pro.ts";

describe("Pro prices", () => {
  it("know each currency's minor units", () => {
    expect([currencyDigits("JPY"), currencyDigits("USD"), currencyDigits("KWD")]).toEqual([
      0, 2, 3,
    ]);
  });

  it("read what an operator types, in minor units, and refuse what is not a price", () => {
    expect(parsePrice("5.99", "USD")).toBe(599);
    expect(parsePrice("5.9", "USD")).toBe(590);
    expect(parsePrice("1,200", "JPY")).toBe(1200);
    expect(parsePrice(" 600 ", "JPY")).toBe(600);
    expect(parsePrice("12,000.50", "USD")).toBe(1_200_050);
    // A decimal comma is refused, not read as thousands (4,99 € is not 499 €).
    for (const bad of [
      "",
      "0",
      "5.999",
      "-1",
      "1e3",
      "abc",
      "600.5",
      "99999999",
      "4,99",
      "1,2345",
    ]) {
      const currency = bad === "600.5" ? "JPY" : "USD";
      expect(parsePrice(bad, currency), bad).toBeNull();
    }
  });

  it("are written in the visitor's language", () => {
    expect(formatPrice(599, "USD", "en-US")).toBe("$5.99");
    expect(formatPrice(600, "JPY", "ja")).toBe("￥600");
    // A no-break space before the euro sign, as Spanish writes it.
    expect(formatPrice(1099, "EUR", "es")).toBe("10,99\u00a0€");
  });
});
