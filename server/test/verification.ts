import { expect, vi } from "vitest";
import type { TestApp } from "./app.ts";

/** The mails of `to` that carry a confirmation link. */
export const linkMails = (t: TestApp, to: string) =>
  t.mailer.sent.filter((m) => m.to === to && m.text.includes("/verify-email?token="));

/** The token of the newest confirmation link mailed to `to` (mail leaves after the answer). */
export async function linkTokenFor(t: TestApp, to: string, count = 1): Promise<string> {
  await vi.waitFor(() => expect(linkMails(t, to)).toHaveLength(count));
  const text = linkMails(t, to).at(-1)?.text ?? "";
  return /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
}

/**
 * Opens the newest link mailed to `to`, as its owner would: the address is then confirmed. A
 * sign-up's link is followed by the welcome mail, waited for so that it never lands in the
 * middle of what the test counts next.
 */
export async function confirmByMail(
  t: TestApp,
  to: string,
  options: { count?: number; welcome?: boolean } = {},
) {
  const token = await linkTokenFor(t, to, options.count ?? 1);
  const before = t.mailer.sent.filter((m) => m.to === to).length;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/email/verify",
    payload: { token },
  });
  expect(res.json().code).toBe(200);
  if (options.welcome !== false) {
    await vi.waitFor(() =>
      expect(t.mailer.sent.filter((m) => m.to === to)).toHaveLength(before + 1),
    );
  }
  return res;
}
