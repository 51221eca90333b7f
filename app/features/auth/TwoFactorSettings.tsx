import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import type {
  TwoFactorRefusal,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../contract/two-factor.ts";
import { FormAlert, PasswordField, SubmitButton } from "../../components/Field.tsx";
import { formatDate } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { twoFactorApi } from "./account-client.ts";
import {
  SecondFactorField,
  type SecondFactorKind,
  secondFactorError,
  type TwoFactorErrorKey,
  twoFactorRefusalError,
} from "./TwoFactorStep.tsx";

type Stage =
  | { name: "idle" }
  | { name: "setup"; setup: TwoFactorSetup }
  | { name: "codes"; codes: string[] }
  | { name: "confirm"; action: "disable" | "newCodes" };

/** Moves focus to the first field marked invalid whenever a new set of errors arrives. */
function useFocusInvalid(errors: object) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return ref;
}

type Errors = { password?: "required" | "wrongCurrent"; code?: TwoFactorErrorKey; form?: string };

/** The refusal of a password-and-code form as its field errors. */
function errorsOf(response: Envelope<unknown>): Errors {
  const reason = (response.data as TwoFactorRefusal | undefined)?.reason;
  if (reason === "password_wrong") return { password: "wrongCurrent" };
  const key = twoFactorRefusalError(response);
  if (key === "locked") return { form: "locked" };
  if (key === "codeWrong") return { code: "codeWrong" };
  return { form: "generic" };
}

/** Splits the Base32 key in groups of four, easier to type from the screen. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Two-factor log-in on the account page: enrol (QR code or key, then a code and the password),
 * recovery codes shown once (copy, download), new recovery codes, turn off.
 */
export function TwoFactorSettings({ email }: { email: string }) {
  const m = useMessages();
  const t = m.twoFactor;
  const locale = useLocale();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [stage, setStage] = useState<Stage>({ name: "idle" });
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    try {
      const response = await twoFactorApi.status();
      if (response.code === Code.ok && response.data) setStatus(response.data);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // Each new stage starts at its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (stage.name !== "idle") headingRef.current?.querySelector<HTMLElement>("h3")?.focus();
  }, [stage]);

  async function start() {
    setBusy(true);
    try {
      const response = await twoFactorApi.setup();
      if (response.code === Code.ok && response.data)
        setStage({ name: "setup", setup: response.data });
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const back = async () => {
    setStage({ name: "idle" });
    await load();
  };

  return (
    <div ref={headingRef}>
      <p className="mt-2 text-muted">{t.lead}</p>
      {failed ? <FormAlert>{m.auth.errors.generic}</FormAlert> : null}
      {status === null ? (
        <p className="mt-4" role="status">
          {m.accountPage.loading}
        </p>
      ) : stage.name === "setup" ? (
        <Enrol
          setup={stage.setup}
          onCancel={back}
          onEnabled={(codes) => {
            showToast(t.enabled, { icon: "success" });
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
            void back();
          }}
        />
      ) : status.enabled ? (
        <div className="mt-4 grid gap-4">
          <p className="font-bold">
            <span className="mr-2 rounded-full bg-fg px-2 py-0.5 text-sm text-on-fg">{t.on}</span>
            {status.enabledAt
              ? format(t.onSince, { date: formatDate(status.enabledAt, locale) })
              : null}
          </p>
          <p>{format(t.codesLeft, { count: status.recoveryCodesLeft })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setStage({ name: "confirm", action: "newCodes" })}
            >
              {t.newCodes}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setStage({ name: "confirm", action: "disable" })}
            >
              {t.turnOff}
            </button>
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
            disabled={busy}
            onClick={start}
          >
            {t.setUp}
          </button>
        </div>
      )}
    </div>
  );
}

function StageHeading({ children }: { children: ReactNode }) {
  return (
    <h3 tabIndex={-1} className="text-lg font-black outline-offset-4">
      {children}
    </h3>
  );
}

function Enrol({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  const [qr, setQr] = useState<string | null>(null);
  const [values, setValues] = useState({ code: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useFocusInvalid(errors);

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

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      showToast(t.copied, { icon: "success" });
    } catch {
      showToast(t.copyFailed, { icon: "error" });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    const codeProblem = secondFactorError(values.code, "totp");
    if (codeProblem) found.code = codeProblem;
    if (!values.password) found.password = "required";
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const response = await twoFactorApi.enable({
        password: values.password,
        code: values.code.replace(/\s/g, ""),
      });
      if (response.code === Code.ok && response.data) return onEnabled(response.data.recoveryCodes);
      setErrors(errorsOf(response));
    } catch {
      setErrors({ form: "network" });
    } finally {
      setBusy(false);
    }
  }

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
          <button type="button" className="btn btn-secondary text-sm" onClick={copyKey}>
            {t.copyKey}
          </button>
        </div>
      </div>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="grid gap-4">
        <h4 className="font-bold">{t.confirmTitle}</h4>
        {errors.form ? (
          <FormAlert>
            {errors.form === "locked"
              ? t.errors.locked
              : errors.form === "network"
                ? m.auth.errors.network
                : m.auth.errors.generic}
          </FormAlert>
        ) : null}
        <SecondFactorField
          kind="totp"
          onKindChange={() => {}}
          value={values.code}
          onChange={(code) => setValues((v) => ({ ...v, code }))}
          error={errors.code && t.errors[errors.code]}
          hideSwitch
        />
        <PasswordField
          showLabel={m.auth.showPassword}
          hideLabel={m.auth.hidePassword}
          label={m.accountPage.currentPassword}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={errors.password && m.auth.errors[errors.password]}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={busy}
            ready
            label={t.turnOn}
            busyLabel={m.auth.working}
            className="btn btn-primary"
          />
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  const [link, setLink] = useState<string | null>(null);
  const text = `${format(t.codesFileHeader, { email })}\n\n${codes.join("\n")}\n`;

  // A blob address for the download; it goes when the codes leave the screen.
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    setLink(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      showToast(t.copied, { icon: "success" });
    } catch {
      showToast(t.copyFailed, { icon: "error" });
    }
  }

  return (
    <div className="mt-5 grid gap-4">
      <StageHeading>{t.codesTitle}</StageHeading>
      <p>{t.codesLead}</p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border-2 border-line p-4 text-base"
        data-recovery-codes
      >
        {codes.map((code) => (
          // On the element itself: the CJK font rules match every element, not just the list.
          <li key={code} className="font-mono">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={copy}>
          {t.copyCodes}
        </button>
        {link ? (
          <a className="btn btn-secondary" href={link} download={t.codesFileName}>
            {t.downloadCodes}
          </a>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t.codesSaved}
        </button>
      </div>
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
  const m = useMessages();
  const t = m.twoFactor;
  const [values, setValues] = useState({ code: "", password: "" });
  const [kind, setKind] = useState<SecondFactorKind>("totp");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useFocusInvalid(errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    const codeProblem = secondFactorError(values.code, kind);
    if (codeProblem) found.code = codeProblem;
    if (!values.password) found.password = "required";
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = { password: values.password, code: values.code.trim() };
      if (action === "disable") {
        const response = await twoFactorApi.disable(body);
        if (response.code === Code.ok) return onDone(null);
        setErrors(errorsOf(response));
      } else {
        const response = await twoFactorApi.newRecoveryCodes(body);
        if (response.code === Code.ok && response.data) return onDone(response.data.recoveryCodes);
        setErrors(errorsOf(response));
      }
    } catch {
      setErrors({ form: "network" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-5 grid gap-4">
      <StageHeading>{action === "disable" ? t.turnOffTitle : t.newCodesTitle}</StageHeading>
      <p className="text-muted">{action === "disable" ? t.turnOffLead : t.newCodesLead}</p>
      {errors.form ? (
        <FormAlert>
          {errors.form === "locked"
            ? t.errors.locked
            : errors.form === "network"
              ? m.auth.errors.network
              : m.auth.errors.generic}
        </FormAlert>
      ) : null}
      <PasswordField
        showLabel={m.auth.showPassword}
        hideLabel={m.auth.hidePassword}
        label={m.accountPage.currentPassword}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password && m.auth.errors[errors.password]}
      />
      <SecondFactorField
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setErrors((e) => ({ ...e, code: undefined }));
        }}
        value={values.code}
        onChange={(code) => setValues((v) => ({ ...v, code }))}
        error={errors.code && t.errors[errors.code]}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={busy}
          ready
          label={action === "disable" ? t.turnOff : t.newCodes}
          busyLabel={m.auth.working}
          className={action === "disable" ? "btn btn-danger" : "btn btn-primary"}
        />
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
