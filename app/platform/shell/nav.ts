import { type PageEntry, pagesIn } from "../../../contract/pages.ts";
import type { Messages } from "../../locales/en-US.ts";

type MenuKey = keyof Messages["websiteMenu"];
type FooterKey = keyof Messages["websiteFooter"];
export type NavItem = { key: string; to: string };

const items = (place: Parameters<typeof pagesIn>[0]): readonly NavItem[] =>
  pagesIn(place).map((page: PageEntry) => ({ key: page.key, to: page.path }));

/** The menu panel of spec §1 and the links shown inline in the header on wide screens. */
export const MENU = items("panel");
export const PRIMARY = items("bar");
export const FOOTER = {
  resources: items("resources"),
  company: items("company"),
  legal: items("legal"),
};

/** A menu link's label: the page's title, or the menu's shorter wording where it has one. */
export function menuLabel(m: Messages, key: string): string {
  return m.websiteMenu[key as MenuKey] ?? m.pageTitle[key as keyof Messages["pageTitle"]];
}

/** A footer link's label: the footer's shorter wording where it has one, else the menu's. */
export function footerLabel(m: Messages, key: string): string {
  return m.websiteFooter[key as FooterKey] ?? menuLabel(m, key);
}

export const APPS = ["doll", "brush", "create", "ai"] as const;
