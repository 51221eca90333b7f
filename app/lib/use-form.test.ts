import { describe, expect, it } from "vitest";
import { emailProblem, newPasswordProblem } from "../../contract/form-rules.ts";
import {
  check,
  clearField,
  createSubmitter,
  type FormErrors,
  hasErrors,
  type Schema,
  submitOnce,
} from "./use-form.ts";

type Values = { email: string; password: string };
type Key = "required" | "email" | "passwordShort" | "passwordLong" | "emailTaken";
const schema: Schema<Values, Key> = { email: emailProblem, password: newPasswordProblem };
const good = { email: "mika@example.com", password: "long enough" };

describe("check", () => {
  it("names each field that breaks its rule, and only those", () => {
    expect(check(schema, { email: "", password: "short" })).toEqual({
      email: "required",
      password: "passwordShort",
    });
    expect(check(schema, { email: "no-at-sign", password: "long enough" })).toEqual({
      email: "email",
    });
    expect(check(schema, good)).toEqual({});
  });

  it("gives each rule the whole form, for rules that compare fields", () => {
    const confirm: Schema<{ a: string; b: string }, "mismatch"> = {
      b: (value, values) => (value === values.a ? undefined : "mismatch"),
    };
    expect(check(confirm, { a: "x", b: "y" })).toEqual({ b: "mismatch" });
    expect(check(confirm, { a: "x", b: "x" })).toEqual({});
  });
});

describe("submitOnce", () => {
  it("does not send values that break the rules", async () => {
    let sent = 0;
    const errors = await submitOnce(schema, { email: "", password: "" }, async () => {
      sent++;
    });
    expect(sent).toBe(0);
    expect(errors).toEqual({ email: "required", password: "required" });
  });

  it("sends checked values and passes on the target's refusal", async () => {
    const seen: Values[] = [];
    const errors = await submitOnce(schema, good, async (values) => {
      seen.push(values);
      return { email: "emailTaken" };
    });
    expect(seen).toEqual([good]);
    expect(errors).toEqual({ email: "emailTaken" });
  });

  it("is clean when the target succeeds", async () => {
    expect(await submitOnce(schema, good, async () => undefined)).toEqual({});
  });

  it("turns a failed request into the form's network error instead of throwing", async () => {
    const errors = await submitOnce(schema, good, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(errors).toEqual({ form: "network" });
  });
});

describe("createSubmitter", () => {
  function harness() {
    const busy: boolean[] = [];
    const done: FormErrors<Values, Key | "network">[] = [];
    const submit = createSubmitter<Values, Key>({
      busy: (on) => busy.push(on),
      done: (errors) => done.push(errors),
    });
    return { busy, done, submit };
  }

  it("ignores a second submit while the first is in flight", async () => {
    const { done, submit } = harness();
    let release = () => {};
    let calls = 0;
    const target = () => {
      calls++;
      return new Promise<undefined>((resolve) => {
        release = () => resolve(undefined);
      });
    };
    const first = submit(schema, good, target);
    expect(await submit(schema, good, target)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(calls).toBe(1);
    expect(done).toEqual([{}]);
    // Once the first has answered, the form can be sent again.
    const third = submit(schema, good, target);
    release();
    expect(await third).toBe(true);
    expect(calls).toBe(2);
  });

  it("shows busy only while a request runs, and clears it after a failure too", async () => {
    const { busy, done, submit } = harness();
    await submit(schema, { email: "", password: "" }, async () => undefined);
    expect(busy).toEqual([false]);
    expect(done).toEqual([{ email: "required", password: "required" }]);
    await submit(schema, good, async () => {
      throw new Error("offline");
    });
    expect(busy).toEqual([false, true, false]);
    expect(done[1]).toEqual({ form: "network" });
  });
});

describe("clearField and hasErrors", () => {
  it("clears a corrected field with the form's alert, and leaves the others", () => {
    const errors: FormErrors<Values, Key | "network"> = {
      email: "email",
      password: "required",
      form: "network",
    };
    const cleared = clearField(errors, "email");
    expect(cleared).toEqual({ email: undefined, password: "required", form: undefined });
    expect(hasErrors(cleared)).toBe(true);
    expect(hasErrors(clearField(cleared, "password"))).toBe(false);
  });

  it("keeps the form's alert when the field typed in had no error", () => {
    const errors: FormErrors<Values, Key | "network"> = { form: "network" };
    expect(clearField(errors, "email")).toBe(errors);
  });
});
