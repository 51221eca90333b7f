import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "../../../contract/language.ts";
import en from "../../locales/en-US.ts";
import { messagesFor } from "../../locales/index.server.ts";
import { FOOTER, footerLabel, MENU, menuLabel, PRIMARY } from "./nav.ts";

describe("menu and footer labels", () => {
  it("name every linked page in every language", () => {
    for (const locale of UI_LOCALES) {
      const messages = messagesFor(locale);
      for (const item of [...MENU, ...PRIMARY]) expect(menuLabel(messages, item.key)).toBeTruthy();
      for (const item of Object.values(FOOTER).flat()) {
        expect(footerLabel(messages, item.key)).toBeTruthy();
      }
    }
  });

  it("use the footer's shorter wording where it has one", () => {
    expect(footerLabel(en, "copyright")).toBe(en.websiteFooter.copyright);
    expect(footerLabel(en, "gift")).toBe(en.websiteMenu.gift);
    expect(menuLabel(en, "gift")).toBe("Gifts");
  });

  it("show the page's title where the menu has no shorter wording", () => {
    expect(menuLabel(en, "themes")).toBe(en.pageTitle.themes);
    expect(menuLabel(en, "faq")).toBe("FAQ");
  });
});
