import { type ReactNode, useState } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Role } from "../../../../contract/permissions.ts";
import { INVITATION_TOKEN_PATTERN, type InvitationInfo } from "../../../../contract/staff.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { format, useLocale, useMessages } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import type { ConsoleMessages } from "../../../locales/console/en-US.ts";
import { RequireUser } from "../../../platform/login/RequireUser.tsx";
import { invitationApi } from "./invite-api.ts";

export type InviteData = {
  messages: { invite: ConsoleMessages["invite"]; roles: ConsoleMessages["shell"]["roles"] };
};
type Errors = ConsoleMessages["invite"]["errors"];

function Accept({ token, info }: { token: string; info: InvitationInfo }) {
  const { messages } = useLoaderData() as InviteData;
  const im = messages.invite;
  const action = useAction();
  const [done, setDone] = useState<{ role: Role; twoFactor: boolean } | null>(null);
  const [error, setError] = useState<keyof Errors | null>(null);

  async function accept() {
    const res = await action.run(() => invitationApi.accept(token));
    if (!res) return setError("network");
    const data = dataOf(res);
    if (data) return setDone(data);
    const reason = refusalOf(res)?.reason ?? "failed";
    setError(reason in im.errors ? (reason as keyof Errors) : "failed");
  }

  if (done) {
    return (
      <div className="grid gap-3" role="status">
        <p className="text-lg font-semibold">
          {format(im.accepted, { role: messages.roles[done.role] })}
        </p>
        {done.twoFactor ? (
          <p>
            <Link to="/admin" className="btn btn-primary">
              {im.open}
            </Link>
          </p>
        ) : (
          <>
            <p>{im.enrol}</p>
            <p>
              <Link to="/account" className="btn btn-primary">
                {im.enrolLink}
              </Link>
            </p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {error ? <FormAlert>{im.errors[error]}</FormAlert> : null}
      <p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={action.busy || info.state !== "pending"}
          onClick={() => void accept()}
        >
          {im.accept}
        </button>
      </p>
    </div>
  );
}

const loadInfo = (token: string) => () => invitationApi.info(token);

/** /admin/invite?token=…: what the invitation offers, then log in or sign up, then accept. */
export function InvitePage() {
  const { messages } = useLoaderData() as InviteData;
  const im = messages.invite;
  const m = useMessages();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const valid = INVITATION_TOKEN_PATTERN.test(token);
  const info = useResource(loadInfo(token), valid ? token : null);

  let body: ReactNode;
  if (!valid) body = <FormAlert>{im.missingToken}</FormAlert>;
  else if (info.failed) {
    const reason = (info.reason ?? "failed") as keyof Errors;
    body = <FormAlert>{im.errors[reason in im.errors ? reason : "failed"]}</FormAlert>;
  } else if (!info.data) body = <p role="status">{im.loading}</p>;
  else {
    const data = info.data;
    body = (
      <>
        <p className="text-lg font-semibold">
          {format(im.offer, { role: messages.roles[data.role] })}
        </p>
        <p>
          {format(im.forEmail, {
            email: data.email,
            date: formatDateTime(data.expiresAt, locale),
          })}
        </p>
        {data.state === "pending" ? (
          <RequireUser reason={im.loginReason} className="grid gap-4">
            {() => <Accept token={token} info={data} />}
          </RequireUser>
        ) : (
          <FormAlert>{im.states[data.state]}</FormAlert>
        )}
      </>
    );
  }
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-4 px-4 py-10">
      <h1 id="invite-title" className="text-3xl font-black">
        {m.pageTitle.consoleInvite}
      </h1>
      {body}
    </main>
  );
}
