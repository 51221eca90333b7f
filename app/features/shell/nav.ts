import type { Messages } from "../../locales/en-US.ts";

type MenuKey = keyof Messages["websiteMenu"];
export type NavItem = { key: MenuKey; to: string };

/** The menu of spec §1. */
export const MENU: readonly NavItem[] = [
  { key: "themes", to: "/themes" },
  { key: "works", to: "/works" },
  { key: "gallery", to: "/gallery" },
  { key: "manual", to: "/manual" },
  { key: "faq", to: "/faq" },
  { key: "business", to: "/business" },
  { key: "beta", to: "/beta" },
  { key: "careers", to: "/careers" },
  { key: "support", to: "/support" },
];

/** Shown inline in the header on wide screens; the rest sit in the menu panel. */
export const PRIMARY: readonly NavItem[] = [
  { key: "manual", to: "/manual" },
  { key: "works", to: "/works" },
  { key: "themes", to: "/themes" },
  { key: "faq", to: "/faq" },
  { key: "gift", to: "/gift" },
];

export const APPS = ["doll", "brush", "create", "ai"] as const;
export type AppKey = (typeof APPS)[number];

export type LegalKey =
  | "terms"
  | "privacy"
  | "cookies"
  | "about"
  | "copyright"
  | "logoutAgreement"
  | "thirdParty"
  | "collectionList";

export const LEGAL: readonly { key: LegalKey; to: string }[] = [
  { key: "terms", to: "/terms" },
  { key: "privacy", to: "/privacy" },
  { key: "cookies", to: "/cookies" },
  { key: "about", to: "/about" },
  { key: "copyright", to: "/copyright" },
  { key: "logoutAgreement", to: "/logout-agreement" },
  { key: "thirdParty", to: "/third-party" },
  { key: "collectionList", to: "/collection-list" },
];
