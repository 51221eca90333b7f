import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Code } from "../../../contract/codes.ts";
import { fail, ok } from "../../../contract/envelope.ts";
import { toastStore } from "../../lib/toast.ts";
import { deferred, type FakeApi, renderWithApp } from "../../test/render.tsx";
import { AccountPage } from "./AccountPage.tsx";

const SESSIONS = [
  {
    id: 1,
    browser: "Firefox",
    os: "Linux",
    createdAt: "2025-03-01T10:00:00.000Z",
    lastSeenAt: "2025-03-02T10:00:00.000Z",
    current: true,
  },
  {
    id: 2,
    browser: "Safari",
    os: "iOS",
    createdAt: "2025-03-01T10:00:00.000Z",
    lastSeenAt: "2025-03-02T10:00:00.000Z",
    current: false,
  },
];
const ACCOUNT = {
  "GET /user/sessions": ok(SESSIONS),
  "GET /user/two-factor": ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
};

function renderAccount(fetch: FakeApi = {}) {
  return renderWithApp(<AccountPage />, {
    route: "/account",
    loggedIn: { nickname: "Sora" },
    fetch: { ...ACCOUNT, ...fetch },
  });
}

/** The change-password card: its own form among the page's others. */
function passwordCard() {
  return within(screen.getByRole("region", { name: "Change password" }));
}

describe("the account page's password change", () => {
  it("checks both fields before sending and focuses the first wrong one", async () => {
    const { user, m, callsTo } = renderAccount();
    const card = passwordCard();
    const current = card.getByLabelText(m.accountPage.currentPassword);
    const next = card.getByLabelText(m.accountPage.newPassword);
    await user.type(next, "short");
    await user.click(card.getByRole("button", { name: m.accountPage.save }));
    expect(current).toHaveAccessibleDescription(m.auth.errors.required);
    expect(next).toHaveAccessibleDescription(
      `${m.auth.passwordHint} ${m.auth.errors.passwordShort}`,
    );
    expect(current).toHaveFocus();
    expect(callsTo("POST /user/password/change")).toEqual([]);
  });

  it("shows a wrong current password on its field, then changes it, empties the form and says so", async () => {
    const first = deferred<ReturnType<typeof fail>>();
    const { user, m, callsTo } = renderAccount({
      "POST /user/password/change": [() => first.promise, ok(null)],
    });
    const card = passwordCard();
    const current = card.getByLabelText(m.accountPage.currentPassword);
    const next = card.getByLabelText(m.accountPage.newPassword);
    await user.type(current, "wrong current one");
    await user.type(next, "second paper doll");
    await user.click(card.getByRole("button", { name: m.accountPage.save }));
    const busy = card.getByRole("button", { name: m.auth.working });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");

    first.resolve(
      fail(Code.badRequest, "oldPassword: wrong", {
        reason: "password_wrong",
        field: "oldPassword",
      } as never),
    );
    await waitFor(() => expect(current).toHaveAccessibleDescription(m.auth.errors.wrongCurrent));
    expect(current).toHaveFocus();
    expect(next).not.toHaveAttribute("aria-invalid");

    await user.clear(current);
    await user.type(current, "the first paper doll");
    await user.click(card.getByRole("button", { name: m.accountPage.save }));
    await waitFor(() => expect(current).toHaveValue(""));
    expect(next).toHaveValue("");
    expect(callsTo("POST /user/password/change")[1]?.body).toEqual({
      oldPassword: "the first paper doll",
      newPassword: "second paper doll",
    });
    expect(toastStore.get().toasts.map((t) => t.message)).toEqual([m.accountPage.passwordChanged]);
    // The other devices were logged out: the list is asked for again.
    await waitFor(() => expect(callsTo("GET /user/sessions")).toHaveLength(2));
  });

  it("a too-common new password is named on the new password's field", async () => {
    const { user, m } = renderAccount({
      "POST /user/password/change": fail(Code.badRequest, "newPassword: too common", {
        reason: "password_too_common",
        field: "newPassword",
      } as never),
    });
    const card = passwordCard();
    await user.type(card.getByLabelText(m.accountPage.currentPassword), "the first paper doll");
    await user.type(card.getByLabelText(m.accountPage.newPassword), "password123");
    await user.click(card.getByRole("button", { name: m.accountPage.save }));
    const next = card.getByLabelText(m.accountPage.newPassword);
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAccessibleDescription(
      `${m.auth.passwordHint} ${m.auth.errors.passwordCommon}`,
    );
  });
});

describe("the rest of the account page", () => {
  it("shows the profile and names each device, this one marked", async () => {
    const { m } = renderAccount();
    expect(screen.getByRole("heading", { level: 1, name: m.accountPage.title })).toBeVisible();
    expect(screen.getByText("Sora")).toBeVisible();
    expect(await screen.findByText("Safari on iOS")).toBeVisible();
    expect(screen.getByText(m.accountPage.thisDevice)).toBeVisible();
    expect(screen.getByRole("button", { name: "Log out Safari on iOS" })).toBeVisible();
  });

  it("logging out the other devices says how many and reloads the list", async () => {
    const { user, m, callsTo } = renderAccount({
      "GET /user/sessions": [ok(SESSIONS), ok(SESSIONS.slice(0, 1))],
      "POST /user/sessions/revoke-others": ok({ ended: 1 }),
    });
    await user.click(await screen.findByRole("button", { name: m.accountPage.logoutOthers }));
    expect(await screen.findByText(m.accountPage.noOthers)).toBeVisible();
    expect(callsTo("POST /user/sessions/revoke-others")).toHaveLength(1);
    expect(toastStore.get().toasts).toHaveLength(1);
  });

  it("turning on two-factor logs out the other devices by default, and says so", async () => {
    const { user, m, callsTo } = renderAccount({
      "GET /user/sessions": [ok(SESSIONS), ok(SESSIONS.slice(0, 1))],
      "POST /user/two-factor/setup": ok({
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        uri: "otpauth://totp/Inkdoll:sora?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Inkdoll",
      }),
      "POST /user/two-factor/enable": ok({ recoveryCodes: ["AAAAA-BBBBB"], endedSessions: 1 }),
    });
    const t = m.twoFactor;
    await user.click(await screen.findByRole("button", { name: t.setUp }));
    const endOthers = await screen.findByRole("checkbox", { name: t.endOthers });
    expect(endOthers).toBeChecked();
    const enrol = within(endOthers.closest("form") as HTMLElement);
    await user.type(
      enrol.getByLabelText(m.accountPage.currentPassword, { selector: "input" }),
      "pw",
    );
    await user.type(enrol.getByRole("textbox", { name: /code/i }), "123456");
    await user.click(screen.getByRole("button", { name: t.turnOn }));
    await waitFor(() => expect(callsTo("POST /user/two-factor/enable")).toHaveLength(1));
    expect(callsTo("POST /user/two-factor/enable")[0]?.body).toMatchObject({
      code: "123456",
      endOtherSessions: true,
    });
    // The device list is read again, without the ended session.
    await waitFor(() => expect(callsTo("GET /user/sessions")).toHaveLength(2));
    expect(toastStore.get().toasts.at(-1)?.message).toContain(t.endedOthers);
  });

  it("deleting the account waits for the agreement to be ticked", async () => {
    const { user, m } = renderAccount();
    const button = screen.getByRole("button", { name: m.accountPage.deleteButton });
    expect(button).toBeDisabled();
    expect(screen.getByRole("link", { name: m.accountPage.deleteAgreement })).toHaveAttribute(
      "href",
      "/logout-agreement",
    );
    await user.click(screen.getByLabelText(m.accountPage.deleteConfirm));
    expect(button).toBeEnabled();
  });

  it("deleting the account with the right password clears the login and goes home", async () => {
    const app = renderAccount({ "POST /user/delete": ok(null) });
    const { user, m } = app;
    await user.click(screen.getByLabelText(m.accountPage.deleteConfirm));
    await user.type(screen.getByLabelText(m.accountPage.deletePassword), "second paper doll");
    await user.click(screen.getByRole("button", { name: m.accountPage.deleteButton }));
    await waitFor(() => expect(app.location().pathname).toBe("/"));
    expect(localStorage.getItem("loginKey")).toBeNull();
    expect(toastStore.get().toasts.map((t) => t.message)).toEqual([m.accountPage.deleted]);
  });

  it("a logged-out visitor is asked to log in here", () => {
    const { m } = renderWithApp(<AccountPage />, { route: "/account" });
    expect(screen.getByText(m.accountPage.loginNeeded)).toBeVisible();
    expect(screen.getByRole("heading", { name: m.auth.loginTitle })).toBeVisible();
  });
});
