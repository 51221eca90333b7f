import { useEffect, useRef, useState } from "react";
import { Code } from "../../../contract/codes.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { session } from "../../lib/storage.ts";
import { useAction } from "../../lib/use-form.ts";
import { emailApi } from "./account-api.ts";

/** Session storage: the visitor hid the notice in this tab (it comes back in a new one). */
export const NOTICE_HIDDEN_KEY = "emailNoticeHidden";

type Sent = "sent" | "tooMany" | "failed";

/**
 * The calm notice under the header while the account's address is unconfirmed (issue 31):
 * what to do, a resend, and a way to hide it for this tab. Loaded only for such an account.
 */
export function EmailNotice({ email }: { email: string }) {
  const m = useMessages().emailNotice;
  const locale = useLocale();
  const action = useAction();
  const [hidden, setHidden] = useState(() => session.getItem(NOTICE_HIDDEN_KEY) === "1");
  const [sent, setSent] = useState<Sent | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent === "sent") status.current?.focus();
  }, [sent]);
  if (hidden) return null;

  const resend = () =>
    action.run(async () => {
      const response = await emailApi.resend(locale);
      setSent(
        response.code === Code.ok
          ? "sent"
          : response.code === Code.tooManyRequests
            ? "tooMany"
            : "failed",
      );
    });
  const hide = () => {
    session.setItem(NOTICE_HIDDEN_KEY, "1");
    setHidden(true);
  };

  return (
    <section aria-label={m.label} className="border-b-2 border-line bg-raised">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6">
        <p className="min-w-0 flex-1 basis-64">{format(m.text, { email })}</p>
        {/* Always there, so a screen reader announces what it says once the resend answers;
            the button it replaces hands focus to it. */}
        <p
          ref={status}
          role="status"
          tabIndex={-1}
          className={sent ? "basis-full outline-none sm:basis-auto" : "sr-only"}
        >
          {sent === "sent" ? format(m.sent, { email }) : sent ? m[sent] : ""}
        </p>
        <div className="flex items-center gap-2">
          {sent === "sent" ? null : (
            <button
              type="button"
              className="btn btn-secondary px-3 text-sm"
              disabled={action.busy}
              onClick={resend}
            >
              {action.busy ? m.sending : m.resend}
            </button>
          )}
          <button
            type="button"
            className="grid h-11 w-11 place-items-center rounded-full hover:bg-line/60"
            onClick={hide}
            aria-label={m.hide}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
    </section>
  );
}
