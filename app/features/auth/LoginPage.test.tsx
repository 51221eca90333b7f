import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/storage.ts";
import { renderWithApp } from "../../test/render.tsx";
import { LoginPage } from "./LoginPage.tsx";

// The address the expiry handler names: the page's full address, on this origin.
const here = (path: string) => `${window.location.origin}${path}`;
const article = () => here("/blog/perspective-grids?x=1");

function renderLogin(redirects: string, ended: boolean) {
  if (ended) session.setItem("sessionEnded", "1");
  return renderWithApp(<LoginPage />, {
    route: `/login?redirects=${encodeURIComponent(redirects)}`,
    path: "/login",
  });
}

describe("/login reached by an expired session", () => {
  it("says the session ended, offers to log in again or to go back to the page, once", async () => {
    const { user, m, location } = renderLogin(article(), true);
    const t = m.loginPage.sessionEnded;
    expect(await screen.findByRole("heading", { name: t.title })).toBeVisible();
    expect(screen.getByText(t.body)).toBeVisible();
    // The flag is spent: a reload or a later visit says nothing of it.
    expect(session.getItem("sessionEnded")).toBeNull();

    await user.click(screen.getByRole("button", { name: t.again }));
    expect(screen.getByLabelText(m.auth.email, { exact: true, selector: "input" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: t.continue }));
    await waitFor(() => expect(location().pathname).toBe("/blog/perspective-grids"));
    expect(location().search).toBe("?x=1");
  });

  it("offers no way round the log-in for a page that needs an account", async () => {
    const { m } = renderLogin(here("/account"), true);
    const t = m.loginPage.sessionEnded;
    expect(await screen.findByRole("heading", { name: t.title })).toBeVisible();
    expect(screen.queryByRole("button", { name: t.continue })).toBeNull();
  });

  it("says nothing when the address alone asks for it: only the expiry handler sets the flag", async () => {
    const { m } = renderLogin(article(), false);
    expect(await screen.findByRole("heading", { name: m.loginPage.title })).toBeVisible();
    expect(screen.queryByRole("heading", { name: m.loginPage.sessionEnded.title })).toBeNull();
  });
});
