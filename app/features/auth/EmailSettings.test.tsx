import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Code } from "../../../contract/codes.ts";
import { fail, ok } from "../../../contract/envelope.ts";
import { appStore } from "../../lib/store.ts";
import { renderWithApp, TEST_USER } from "../../test/render.tsx";
import { EmailSettings } from "./EmailSettings.tsx";

const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

describe("the account's email address", () => {
  it("shows a confirmed address without a resend", () => {
    const { m } = renderWithApp(<EmailSettings user={TEST_USER} />, { loggedIn: {} });
    expect(screen.getByText(m.emailPage.verified)).toBeVisible();
    expect(screen.queryByRole("button", { name: m.emailNotice.resend })).toBeNull();
  });

  it("changes it with the password, places refusals on their fields, then shows it unconfirmed", async () => {
    const changed = { ...TEST_USER, email: "n***@example.com", emailVerified: false };
    const { user, m, callsTo } = renderWithApp(<EmailSettings user={TEST_USER} />, {
      locale: "es",
      loggedIn: {},
      fetch: {
        "POST /user/email/change": [
          fail(Code.badRequest, "password: wrong", { reason: "password_wrong", field: "password" }),
          fail(Code.badRequest, "email: same", { reason: "email_same", field: "email" }),
          fail(Code.conflict, "email: taken", { reason: "email_taken", field: "email" }),
          ok(changed),
        ],
      },
    });
    const t = m.emailPage;
    const submit = () => user.click(screen.getByRole("button", { name: t.change }));
    await submit();
    expect(field(t.newEmail)).toHaveAccessibleDescription(m.auth.errors.required);
    await user.type(field(t.newEmail), "new@example.com");
    await user.type(field(m.accountPage.currentPassword), "not it");
    await submit();
    expect(await screen.findByText(m.auth.errors.wrongCurrent)).toBeVisible();
    await submit();
    expect(await screen.findByText(m.auth.errors.emailSame)).toBeVisible();
    await submit();
    expect(await screen.findByText(m.auth.errors.emailTaken)).toBeVisible();
    await submit();
    await screen.findByText(m.emailPage.change, { selector: "h3" });
    expect(callsTo("POST /user/email/change").at(-1)?.body).toEqual({
      email: "new@example.com",
      password: "not it",
      language: "es",
    });
    expect(appStore.get().userInfo).toMatchObject({
      email: "n***@example.com",
      emailVerified: false,
    });
    expect(field(t.newEmail)).toHaveValue("");
  });
});
