import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_NAMES } from "../../../contract/releases.ts";
import { renderWithApp } from "../../test/render.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

// happy-dom knows neither the <search> element nor the Popover API's behaviour (it only reflects
// the `popover` attribute): the first is noise, the second each block below sets up.
beforeEach(() => {
  const error = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("is unrecognized in this browser")) return;
    error(...args);
  });
});

function renderHeader() {
  const app = renderWithApp(<SiteHeader siteName="Inkdoll" subsites={null} />, {
    route: "/download",
    path: "*",
  });
  const h = app.m.websiteHeader;
  // Which of its two labels ("Menu", "Close menu") is read is CSS's work (app.css), not here.
  const button = screen.getByRole("button", { name: new RegExp(`^${h.menu}`) });
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
  const menu = () => within(panel).getByRole("navigation", { name: h.menu });
  return { ...app, h, button, panel, menu };
}

it("the language switcher names each language in its own script, the page's chosen", () => {
  renderWithApp(<SiteHeader siteName="Inkdoll" subsites={null} />, { locale: "ja", route: "/" });
  // In the bar and again in the phone's menu.
  const [bar] = screen.getAllByRole("combobox", { name: "言語" });
  const options = within(bar as HTMLElement).getAllByRole("option");
  expect(options.map((o) => o.textContent)).toEqual([
    "English",
    "简体中文",
    "繁體中文",
    "日本語",
    "한국어",
    "Español",
  ]);
  expect(options.map((o) => o.getAttribute("lang"))).toEqual([
    "en-US",
    "zh-CN",
    "zh-HK",
    "ja",
    "ko",
    "es",
  ]);
  expect(bar).toHaveValue("ja");
});

describe("the header's menu, in a browser without the Popover API", () => {
  const popover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "popover");
  beforeEach(() => {
    // What older phones are: the menu is React's own disclosure once hydrated.
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
  });
  afterEach(() => {
    if (popover) Object.defineProperty(HTMLElement.prototype, "popover", popover);
  });

  it("opens from the keyboard with focus inside, and Escape closes it and gives focus back", async () => {
    const { user, button, panel } = renderHeader();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toHaveAttribute("data-open");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-open");
    // The first link of the panel: the first app.
    expect(within(panel).getByRole("link", { name: new RegExp(APP_NAMES.doll) })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toHaveAttribute("data-open");
    expect(button).toHaveFocus();
  });

  it("the button closes it again, and following a link closes it", async () => {
    const { user, button, panel, menu, location, m } = renderHeader();
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await user.click(within(menu()).getByRole("link", { name: m.pageTitle.careers }));
    expect(location().pathname).toBe("/careers");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toHaveAttribute("data-open");
  });
});

/**
 * The Popover API as the browser gives it, reduced to what the header relies on: the button's
 * `popovertarget` toggles the panel, Escape closes it and focus returns to the button, each
 * change fires `toggle`, and `:popover-open` matches an open panel.
 */
function emulatePopover() {
  const shown = new Set<Element>();
  let invoker: HTMLElement | null = null;
  let early = false;
  const toggleTo = (element: HTMLElement, state: "open" | "closed") => {
    if ((state === "open") === shown.has(element)) return;
    if (state === "open") shown.add(element);
    else shown.delete(element);
    const event = Object.assign(new Event("toggle"), {
      newState: state,
      oldState: state === "open" ? "closed" : "open",
    });
    element.dispatchEvent(event);
  };
  const matches = Element.prototype.matches;
  const define = (proto: object, name: string, value: unknown) =>
    Object.defineProperty(proto, name, { value, configurable: true, writable: true });
  define(HTMLElement.prototype, "showPopover", function (this: HTMLElement) {
    toggleTo(this, "open");
  });
  define(HTMLElement.prototype, "hidePopover", function (this: HTMLElement) {
    toggleTo(this, "closed");
  });
  define(Element.prototype, "matches", function (this: Element, selector: string) {
    if (selector !== ":popover-open") return matches.call(this, selector);
    if (early && this.hasAttribute("popover")) {
      early = false;
      shown.add(this);
    }
    return shown.has(this);
  });
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>("[popovertarget]");
    const target = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!button || !target) return;
    invoker = button;
    toggleTo(target, shown.has(target) ? "closed" : "open");
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    for (const element of [...shown]) toggleTo(element as HTMLElement, "closed");
    invoker?.focus();
  };
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  return {
    /** A tap opened the panel before the page's scripts ran. */
    openBeforeScripts: () => {
      early = true;
    },
    restore() {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      define(Element.prototype, "matches", matches);
      Reflect.deleteProperty(HTMLElement.prototype, "showPopover");
      Reflect.deleteProperty(HTMLElement.prototype, "hidePopover");
    },
  };
}

describe("the header's menu, with the Popover API", () => {
  let browser: ReturnType<typeof emulatePopover>;
  beforeEach(() => {
    browser = emulatePopover();
  });
  afterEach(() => browser.restore());

  it("follows the panel's state in aria-expanded and moves focus into it when it opens", async () => {
    const { user, button, panel } = renderHeader();
    expect(button).toHaveAttribute("popovertarget", panel.id);
    expect(panel).toHaveAttribute("popover", "auto");
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByRole("link", { name: new RegExp(APP_NAMES.doll) })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes on a navigation", async () => {
    const { user, button, menu, location, m } = renderHeader();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(within(menu()).getByRole("link", { name: m.pageTitle.careers }));
    expect(location().pathname).toBe("/careers");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("takes over a panel the browser opened before the scripts ran, without moving focus", async () => {
    browser.openBeforeScripts();
    const { user, button } = renderHeader();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(document.body).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
