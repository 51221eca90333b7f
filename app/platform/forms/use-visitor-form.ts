import { useCallback, useRef, useState } from "react";
import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { HONEYPOT_FIELD } from "../../../contract/inbox.ts";
import { refusalOf } from "../../lib/envelope.ts";
import { type FormErrors, type Schema, useForm } from "../../lib/use-form.ts";
import { solvedChallenge } from "../challenge/use-challenge.ts";

/** A solution is good for 5 minutes on the server; one older than this is solved again. */
const FRESH_MS = 4 * 60 * 1000;

/** What every visitor form's body carries besides its own fields (server/lib/form-guard.ts). */
export type GuardFields = { challenge: string; [HONEYPOT_FIELD]: string };

/** The errors every visitor form may show, besides its fields' own. */
export type VisitorFormError = "network" | "rate_limited" | "challenge" | "unavailable" | "generic";

export type VisitorFormOptions<V, E extends string, T> = {
  initial: V;
  schema: Schema<V, E>;
  /** Makes the call with the values and the guard's fields. */
  send: (values: V, guard: GuardFields) => Promise<Envelope<T>>;
  /** The form's own refusals as field errors; undefined leaves it to the common ones. */
  refusal?: (envelope: Envelope<T>) => FormErrors<V, E | VisitorFormError> | undefined;
  /** The call succeeded. */
  done: (data: T, values: V) => void;
};

/**
 * A visitor form (support, business, beta, careers; ADR 0018) on top of useForm (ADR 0009): the
 * proof-of-work challenge every submission needs is solved in a worker as soon as the visitor
 * first touches the form, so it is usually ready by the time they send; a 428 (the solution was
 * spent or expired) is solved again once and sent again. The honeypot input comes with it.
 */
export function useVisitorForm<V extends Record<string, string>, E extends string, T>(
  options: VisitorFormOptions<V, E, T>,
) {
  const solution = useRef<{ payload: Promise<string>; at: number } | null>(null);
  const [solving, setSolving] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const startSolving = useCallback(() => {
    const current = solution.current;
    if (current && Date.now() - current.at < FRESH_MS) return current.payload;
    const payload = solvedChallenge();
    const entry = { payload, at: Date.now() };
    solution.current = entry;
    // A failed solve (offline) is dropped, so the next touch or submit tries again.
    payload.catch(() => {
      if (solution.current === entry) solution.current = null;
    });
    return payload;
  }, []);

  /** The solution to send: the pre-solved one when fresh, else a new one; each is used once. */
  const takeSolution = useCallback(async () => {
    setSolving(true);
    try {
      return await startSolving();
    } finally {
      solution.current = null;
      setSolving(false);
    }
  }, [startSolving]);

  const form = useForm<V, E | VisitorFormError>({
    initial: options.initial,
    schema: options.schema,
    submit: async (values) => {
      const { send, refusal, done } = optionsRef.current;
      let response = await send(values, {
        challenge: await takeSolution(),
        [HONEYPOT_FIELD]: honeypot,
      });
      if (response.code === Code.challengeRequired) {
        response = await send(values, {
          challenge: await takeSolution(),
          [HONEYPOT_FIELD]: honeypot,
        });
      }
      if (refusalOf(response) === null) {
        done(response.data as T, values);
        return undefined;
      }
      const own = refusal?.(response);
      if (own) return own;
      return { form: commonError(response.code) } as FormErrors<V, E | VisitorFormError>;
    },
  });

  const onFocus = useCallback(() => {
    void startSolving().catch(() => {});
  }, [startSolving]);

  return {
    ...form,
    solving,
    props: { ...form.props, onFocus },
    /** Spread on the hidden honeypot input (see <Honeypot>). */
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}

function commonError(code: number): VisitorFormError {
  if (code === Code.tooManyRequests) return "rate_limited";
  if (code === Code.challengeRequired) return "challenge";
  if (code === Code.unavailable) return "unavailable";
  return "generic";
}
