import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok } from "../../../contract/envelope.ts";
import { format } from "../../lib/i18n.tsx";
import { session } from "../../lib/storage.ts";
import { renderWithApp } from "../../test/render.tsx";
import { EmailNotice, NOTICE_HIDDEN_KEY } from "./EmailNotice.tsx";

const EMAIL = "a***@example.com";

describe("the unconfirmed address notice", () => {
  it("says what to do and resends the link in the visitor's language, once", async () => {
    const { user, m, callsTo } = renderWithApp(<EmailNotice email={EMAIL} />, {
      locale: "ja",
      loggedIn: { emailVerified: false },
      fetch: { "POST /user/email/resend": ok({ email: EMAIL }) },
    });
    const t = m.emailNotice;
    expect(screen.getByRole("region", { name: t.label })).toHaveTextContent(
      format(t.text, { email: EMAIL }),
    );
    await user.click(screen.getByRole("button", { name: t.resend }));
    expect(await screen.findByRole("status")).toHaveTextContent(format(t.sent, { email: EMAIL }));
    expect(screen.queryByRole("button", { name: t.resend })).toBeNull();
    // The button that was pressed is gone: focus is on what it did.
    expect(screen.getByRole("status")).toHaveFocus();
    expect(callsTo("POST /user/email/resend")).toHaveLength(1);
    expect(callsTo("POST /user/email/resend")[0]?.body).toEqual({ language: "ja" });
  });

  it("says when too many links were asked for, and hides for this tab", async () => {
    const { user, m } = renderWithApp(<EmailNotice email={EMAIL} />, {
      loggedIn: { emailVerified: false },
      fetch: { "POST /user/email/resend": fail(429, "too many", { reason: "rate_limited" }) },
    });
    const t = m.emailNotice;
    await user.click(screen.getByRole("button", { name: t.resend }));
    expect(await screen.findByRole("status")).toHaveTextContent(t.tooMany);
    await user.click(screen.getByRole("button", { name: t.hide }));
    expect(screen.queryByRole("region", { name: t.label })).toBeNull();
    expect(session.getItem(NOTICE_HIDDEN_KEY)).toBe("1");
    session.removeItem(NOTICE_HIDDEN_KEY);
  });
});
