import { useEffect, useRef, useState } from "react";
import type { SecondFactorKind } from "../../../contract/form-rules.ts";
import type { TwoFactorSetup } from "../../../contract/two-factor.ts";
import { CheckboxField, FormAlert } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { formatDate } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction } from "../../lib/use-form.ts";
import { CodeFormAlert } from "../../platform/login/TwoFactorStep.tsx";
import { twoFactorApi } from "./account-api.ts";
import { RecoveryCodes } from "./RecoveryCodes.tsx";
import {
  Actions,
  CodeField,
  CurrentPassword,
  copyText,
  StageHeading,
  useCodeAndPassword,
} from "./two-factor-form.tsx";
import { useTwoFactorStatus } from "./use-account.ts";

type Stage =
  | { name: "idle" }
  | { name: "setup"; setup: TwoFactorSetup }
  | { name: "codes"; codes: string[] }
  | { name: "confirm"; action: "disable" | "newCodes" };

/** Splits the Base32 key in groups of four, easier to type from the screen. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Two-factor log-in on the account page: enrol (QR code or key, then a code and the password),
 * recovery codes shown once (copy, download), new recovery codes, turn off.
 */
export function TwoFactorSettings({
  userId,
  email,
  onSessionsEnded,
}: {
  userId: number;
  email: string;
  /** Turning it on ended the account's other sessions: the device list is out of date. */
  onSessionsEnded: () => void;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  const locale = useLocale();
  const status = useTwoFactorStatus(userId);
  const [stage, setStage] = useState<Stage>({ name: "idle" });
  const setup = useAction();
  const [setupFailed, setSetupFailed] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);

  // Each new stage starts at its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (stage.name !== "idle") headingRef.current?.querySelector<HTMLElement>("h3")?.focus();
  }, [stage]);

  async function start() {
    const response = await setup.run(twoFactorApi.setup);
    const data = response && dataOf(response);
    setSetupFailed(!data);
    if (data) setStage({ name: "setup", setup: data });
  }

  const back = () => {
    setStage({ name: "idle" });
    status.reload();
  };

  return (
    <div ref={headingRef}>
      <p className="mt-2 text-muted">{t.lead}</p>
      {status.failed || setupFailed ? <FormAlert>{m.auth.errors.generic}</FormAlert> : null}
      {status.data === null ? (
        <p className="mt-4" role="status">
          {m.accountPage.loading}
        </p>
      ) : stage.name === "setup" ? (
        <Enrol
          setup={stage.setup}
          onCancel={back}
          onEnabled={(codes, endedSessions) => {
            if (endedSessions > 0) onSessionsEnded();
            showToast(endedSessions > 0 ? `${t.enabled} ${t.endedOthers}` : t.enabled, {
              icon: "success",
            });
            setStage({ name: "codes", codes });
          }}
        />
      ) : stage.name === "codes" ? (
        <RecoveryCodes codes={stage.codes} email={email} onDone={back} />
      ) : stage.name === "confirm" ? (
        <Confirm
          action={stage.action}
          onCancel={back}
          onDone={(codes) => {
            if (codes) return setStage({ name: "codes", codes });
            showToast(t.disabled, { icon: "success" });
            back();
          }}
        />
      ) : status.data.enabled ? (
        <div className="mt-4 grid gap-4">
          <p className="font-bold">
            <span className="mr-2 rounded-full bg-fg px-2 py-0.5 text-sm text-on-fg">{t.on}</span>
            {status.data.enabledAt
              ? format(t.onSince, { date: formatDate(status.data.enabledAt, locale) })
              : null}
          </p>
          <p>{format(t.codesLeft, { count: status.data.recoveryCodesLeft })}</p>
          <div className="flex flex-wrap gap-3">
            {(["newCodes", "disable"] as const).map((action) => (
              <button
                key={action}
                type="button"
                className="btn btn-secondary"
                onClick={() => setStage({ name: "confirm", action })}
              >
                {action === "newCodes" ? t.newCodes : t.turnOff}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div className="mt-4 grid gap-4">
          <p className="font-bold">
            <span className="mr-2 rounded-full border-2 border-fg px-2 py-0.5 text-sm">
              {t.off}
            </span>
          </p>
          <button
            type="button"
            className="btn btn-primary justify-self-start"
            disabled={setup.busy}
            onClick={start}
          >
            {t.setUp}
          </button>
        </div>
      )}
    </div>
  );
}

function Enrol({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[], endedSessions: number) => void;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  const [qr, setQr] = useState<string | null>(null);
  // On by default, as GitHub does: a session taken before the second factor ends with it.
  const [endOthers, setEndOthers] = useState(true);
  const form = useCodeAndPassword(
    "totp",
    ({ password, code }, solved) =>
      twoFactorApi.enable({
        password,
        code: code.replace(/\s/g, ""),
        endOtherSessions: endOthers,
        ...solved,
      }),
    (data) => data && onEnabled(data.recoveryCodes, data.endedSessions),
  );

  useEffect(() => {
    let live = true;
    // qrcode loads only here, when someone enrols.
    void import("qrcode").then(async (QRCode) => {
      const svg = await QRCode.toString(setup.uri, {
        type: "svg",
        margin: 2,
        errorCorrectionLevel: "M",
      });
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [setup.uri]);

  return (
    <div className="mt-5 grid gap-6">
      <div>
        <StageHeading>{t.scanTitle}</StageHeading>
        <p className="mt-1 text-muted">{t.scanLead}</p>
        <div className="mt-3 grid h-48 w-48 place-items-center rounded-md border-2 border-line bg-white p-2">
          {qr ? <img src={qr} alt={t.qrAlt} width={176} height={176} /> : null}
        </div>
      </div>
      <div>
        <h4 className="font-bold">{t.manualTitle}</h4>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <code
            data-secret={setup.secret}
            className="break-all rounded-md border-2 border-line px-3 py-2 font-mono text-base tracking-wider"
          >
            {grouped(setup.secret)}
          </code>
          <button
            type="button"
            className="btn btn-secondary text-sm"
            onClick={() => copyText(setup.secret, t)}
          >
            {t.copyKey}
          </button>
        </div>
      </div>
      <form {...form.props} className="grid gap-4">
        <h4 className="font-bold">{t.confirmTitle}</h4>
        <CodeFormAlert error={form.errors.form} />
        <CodeField form={form} kind="totp" />
        <CurrentPassword form={form} />
        <CheckboxField
          name="endOtherSessions"
          label={t.endOthers}
          checked={endOthers}
          onChange={setEndOthers}
        />
        <Actions busy={form.busy} label={t.turnOn} onCancel={onCancel} />
      </form>
    </div>
  );
}

function Confirm({
  action,
  onCancel,
  onDone,
}: {
  action: "disable" | "newCodes";
  onCancel: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const t = useMessages().twoFactor;
  const [kind, setKind] = useState<SecondFactorKind>("totp");
  const disable = action === "disable";
  const form = useCodeAndPassword<{ recoveryCodes: string[] } | null>(
    kind,
    ({ password, code }, solved) => {
      const body = { password, code: code.trim(), ...solved };
      return disable ? twoFactorApi.disable(body) : twoFactorApi.newRecoveryCodes(body);
    },
    (data) => onDone(disable ? null : (data?.recoveryCodes ?? null)),
  );

  return (
    <form {...form.props} className="mt-5 grid gap-4">
      <StageHeading>{disable ? t.turnOffTitle : t.newCodesTitle}</StageHeading>
      <p className="text-muted">{disable ? t.turnOffLead : t.newCodesLead}</p>
      <CodeFormAlert error={form.errors.form} />
      <CurrentPassword form={form} />
      <CodeField form={form} kind={kind} onKindChange={setKind} />
      <Actions
        busy={form.busy}
        label={disable ? t.turnOff : t.newCodes}
        danger={disable}
        onCancel={onCancel}
      />
    </form>
  );
}
