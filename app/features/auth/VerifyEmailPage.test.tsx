import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Code } from "../../../contract/codes.ts";
import { fail, ok } from "../../../contract/envelope.ts";
import { format } from "../../lib/i18n.tsx";
import { appStore } from "../../lib/store.ts";
import { renderWithApp, TEST_USER } from "../../test/render.tsx";
import { VerifyEmailPage } from "./VerifyEmailPage.tsx";

const TOKEN = "t".repeat(43);

describe("the confirmation link's page", () => {
  it("confirms only when the button is pressed (a mail scanner's visit uses nothing up)", async () => {
    const { user, m, callsTo } = renderWithApp(<VerifyEmailPage />, {
      route: `/verify-email?token=${TOKEN}`,
      loggedIn: { emailVerified: false },
      fetch: {
        "POST /user/email/verify": ok({ email: "a***@example.com", purpose: "signup" }),
        "GET /user/info": ok({ ...TEST_USER, emailVerified: true }),
      },
    });
    const t = m.emailPage;
    expect(screen.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    expect(callsTo("POST /user/email/verify")).toEqual([]);
    await user.click(screen.getByRole("button", { name: t.confirm }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      format(t.confirmed, { email: "a***@example.com" }),
    );
    expect(callsTo("POST /user/email/verify")[0]?.body).toEqual({ token: TOKEN });
    // The stored account is fetched afresh, so the header's notice goes; focus is on the outcome.
    await screen.findByRole("link", { name: t.toAccount });
    expect(appStore.get().userInfo?.emailVerified).toBe(true);
    expect(screen.getByRole("status").parentElement).toHaveFocus();
  });

  it("after a forgotten password, leads on to asking for the code again", async () => {
    const { user, m } = renderWithApp(<VerifyEmailPage />, {
      route: `/verify-email?token=${TOKEN}`,
      fetch: { "POST /user/email/verify": ok({ email: "a***@example.com", purpose: "reset" }) },
    });
    await user.click(screen.getByRole("button", { name: m.emailPage.confirm }));
    expect(await screen.findByRole("link", { name: m.emailPage.resetLink })).toHaveAttribute(
      "href",
      "/login?mode=forgot",
    );
    expect(screen.getByText(m.emailPage.resetNext)).toBeVisible();
  });

  it("explains a used or expired link and where to get a new one, logged out too", async () => {
    const { user, m } = renderWithApp(<VerifyEmailPage />, {
      route: `/verify-email?token=${TOKEN}`,
      fetch: {
        "POST /user/email/verify": fail(Code.gone, "used", { reason: "verification_invalid" }),
      },
    });
    const t = m.emailPage;
    await user.click(screen.getByRole("button", { name: t.confirm }));
    expect(await screen.findByText(t.invalid)).toBeVisible();
    expect(screen.getByText(t.newLink)).toBeVisible();
    expect(screen.getByRole("link", { name: t.toLogin })).toHaveAttribute(
      "href",
      "/login?redirects=%2Faccount",
    );
  });

  it("says so when the address holds no token", () => {
    const { m } = renderWithApp(<VerifyEmailPage />, { route: "/verify-email" });
    expect(screen.getByText(m.emailPage.missing)).toBeVisible();
    expect(screen.queryByRole("button", { name: m.emailPage.confirm })).toBeNull();
  });
});
