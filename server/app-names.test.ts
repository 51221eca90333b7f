import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "../contract/language.ts";
import { APP_NAMES, RELEASE_APPS } from "../contract/releases.ts";
import { pagesForFile } from "./test/pages.ts";

// One name per app, everywhere (issue 31): the Doll app was "Inkdoll Doll" in the menu,
// "Inkdoll — 3D Pose Reference" on /download and "Inkdoll 3D デッサン人形" in Japanese. Every page
// that names the apps, and every feed, in every language, may call an app only by its name.

const pages = pagesForFile();

/** The pages that name the apps: the shell (header menu, footer) is on every one of them. */
const PAGES = [
  "/",
  "/download",
  "/changelog",
  ...RELEASE_APPS.map((app) => `/changelog/${app}`),
  "/works",
  "/beta",
  "/support",
  "/manual",
  "/faq",
];

/** "Inkdoll" then a capitalised word: an app's name, or one of the other things so named. */
const NAMED = /Inkdoll(?:[ \u00a0]*[—–-][ \u00a0]*|[ \u00a0]+)([A-Z0-9][A-Za-z0-9]*)/g;
const ALSO_NAMED = new Set(["Studio", "Pro", "App"]);
const ALLOWED = new Set([
  ...Object.values(APP_NAMES).map((name) => name.replace(/^Inkdoll /, "")),
  ...ALSO_NAMED,
]);

/** The names in a text that are not one of the apps' (nor the studio, Pro, "the Inkdoll app"). */
function strayNames(text: string): string[] {
  return [...text.matchAll(NAMED)]
    .filter((match) => /[—–-]/.test(match[0]) || !ALLOWED.has(match[1] ?? ""))
    .map((match) => match[0]);
}

/** The body's text, one element's text a line: the logo's "Inkdoll" and the menu beside it are two. */
const bodyText = (html: string) =>
  (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
    .replace(/<script[\s\S]*?<\/script>/g, "\n")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&");

describe("one name per app", () => {
  it.each(UI_LOCALES)("every page that names the apps, in %s", async (locale) => {
    const stray: string[] = [];
    for (const path of PAGES) {
      const res = await pages.app.inject({ url: `${path}?lang=${locale}` });
      expect(res.statusCode, path).toBe(200);
      for (const name of strayNames(bodyText(res.body))) stray.push(`${path}: ${name}`);
    }
    expect(stray).toEqual([]);
  });

  it.each(UI_LOCALES)("the changelog feeds, in %s", async (locale) => {
    for (const app of RELEASE_APPS) {
      const res = await pages.app.inject({ url: `/changelog/${app}/feed.xml?lang=${locale}` });
      expect(res.statusCode).toBe(200);
      const titles = [...res.body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1] ?? "");
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) {
        expect(title).toContain(APP_NAMES[app]);
        expect(strayNames(title)).toEqual([]);
      }
    }
  });

  it("finds the names it is looking for", () => {
    expect(strayNames("Inkdoll — 3D Pose Reference")).toEqual(["Inkdoll — 3D"]);
    expect(strayNames("Inkdoll 3D デッサン人形")).toEqual(["Inkdoll 3D"]);
    expect(strayNames("Inkdoll Brush — Free Drawing")).toEqual([]);
    expect(strayNames("Inkdoll Doll, Inkdoll AI and Inkdoll Studio Ltd.")).toEqual([]);
    expect(strayNames("Inkdoll is distributed only here")).toEqual([]);
  });
});
