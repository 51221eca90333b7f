import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../../contract/envelope.ts";
import { toastStore } from "../../lib/toast.ts";
import { renderWithApp } from "../../test/render.tsx";
import { UserMenu } from "./UserMenu.tsx";

/** Without CSS the phone's and the wide screen's nickname are both read: the name starts so. */
const accountButton = (label: string) =>
  screen.getByRole("button", { name: new RegExp(`^${label}: Aki`) });

describe("the header's account menu", () => {
  it("logged out: a log-in link that brings the visitor back here", () => {
    const { m } = renderWithApp(<UserMenu />, { route: "/download?x=1", path: "*" });
    expect(screen.getByRole("link", { name: m.websiteHeader.login })).toHaveAttribute(
      "href",
      `/login?redirects=${encodeURIComponent("/download?x=1")}`,
    );
  });

  it("opens on the nickname, closes on Escape with focus back, and on a press outside", async () => {
    const { user, m } = renderWithApp(<UserMenu />, {
      route: "/download",
      path: "*",
      loggedIn: { nickname: "Aki", email: "a***@example.com" },
    });
    const button = accountButton(m.websiteHeader.accountMenu);
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(screen.getByText("a***@example.com")).toBeVisible();
    expect(screen.getByRole("link", { name: m.websiteHeader.account })).toHaveAttribute(
      "href",
      "/account",
    );
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();

    await user.click(button);
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("logs out: the server is told, the login forgotten, and /account left for home", async () => {
    const app = renderWithApp(<UserMenu />, {
      route: "/account",
      path: "*",
      loggedIn: { nickname: "Aki" },
      fetch: { "POST /user/logout": ok(null) },
    });
    const { user, m, callsTo } = app;
    await user.click(accountButton(m.websiteHeader.accountMenu));
    await user.click(screen.getByRole("button", { name: m.websiteHeader.logout }));
    expect(await screen.findByRole("link", { name: m.websiteHeader.login })).toBeVisible();
    expect(localStorage.getItem("loginKey")).toBeNull();
    expect(callsTo("POST /user/logout")[0]?.headers.authorization).toBe("Bearer test-login-key");
    await waitFor(() => expect(app.location().pathname).toBe("/"));
    expect(toastStore.get().toasts.map((t) => t.message)).toEqual([m.websiteHeader.loggedOut]);
  });
});
