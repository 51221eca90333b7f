import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailProblem,
  giftMessageProblem,
  nicknameProblem,
  resetCodeProblem,
  SECOND_FACTOR_MAX,
  secondFactorProblem,
} from "../../contract/form-rules.ts";
import { GIFT_LIMITS, GIFT_TEMPLATE_IDS } from "../../contract/gift.ts";
import { RECOVERY_ALPHABET } from "../../contract/two-factor.ts";
import { CreateGiftBodySchema } from "./gift/schema.ts";
import {
  ConfirmBodySchema,
  EnableBodySchema,
  LoginTwoFactorBodySchema,
} from "./two-factor/schema.ts";
import { RegisterBodySchema, ResetBodySchema } from "./user/schema.ts";

const fieldOk = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } },
  field: string,
) => result.success || !result.error?.issues.some((issue) => issue.path[0] === field);

/** The browser refuses exactly what the server would, field by field (ADR 0009). */
describe("the server's schemas use the contract's form rules", () => {
  const email = fc.oneof(
    fc.emailAddress(),
    fc.string(),
    fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}@${b}`),
  );
  const nickname = fc.oneof(fc.string(), fc.string({ unit: "grapheme", maxLength: 40 }));

  it("email and nickname", () => {
    fc.assert(
      fc.property(email, nickname, (address, name) => {
        const result = RegisterBodySchema.safeParse({
          email: address,
          password: "x",
          nickname: name,
        });
        expect(fieldOk(result, "email")).toBe(emailProblem(address) === undefined);
        expect(fieldOk(result, "nickname")).toBe(nicknameProblem(name) === undefined);
      }),
    );
  });

  it("reset code", () => {
    const code = fc.oneof(fc.string(), fc.stringMatching(/^\s?\d{5,7}\s?$/));
    fc.assert(
      fc.property(code, (value) => {
        const result = ResetBodySchema.safeParse({
          email: "a@example.com",
          code: value,
          password: "x",
        });
        expect(fieldOk(result, "code")).toBe(resetCodeProblem(value) === undefined);
      }),
    );
  });

  it("gift message", () => {
    const { maxMessage } = GIFT_LIMITS;
    const message = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme", minLength: maxMessage - 2, maxLength: maxMessage + 2 }),
      fc
        .tuple(fc.constantFrom(" ", "\r\n", "\t", "\u0000", "\n"), fc.string())
        .map(([edge, text]) => `${edge}${"漫".repeat(maxMessage - 1)}${text}${edge}`),
    );
    fc.assert(
      fc.property(message, (text) => {
        const result = CreateGiftBodySchema.safeParse({
          templateId: GIFT_TEMPLATE_IDS[0],
          message: text,
          maxClaims: 1,
          expiresInDays: 1,
        });
        const problem = giftMessageProblem(text);
        expect(fieldOk(result, "message")).toBe(problem === undefined);
        if (problem) {
          const said = result.error?.issues.find((issue) => issue.path[0] === "message")?.message;
          expect(said).toMatch(problem === "long" ? /at most/ : /control characters/);
        }
      }),
    );
  });

  it("second factor: an authenticator code to enrol, either kind to confirm and log in", () => {
    const spaced = (chars: string[]) =>
      fc
        .array(fc.constantFrom("", " ", "-", "  "), {
          minLength: chars.length,
          maxLength: chars.length,
        })
        .map((gaps) => chars.map((char, i) => `${gaps[i]}${char}`).join(""));
    const digits = fc.array(fc.constantFrom(..."0123456789"), { minLength: 5, maxLength: 7 });
    const recovery = fc.array(fc.constantFrom(...`${RECOVERY_ALPHABET}01iol`), {
      minLength: 9,
      maxLength: 11,
    });
    const code = fc.oneof(
      fc.string(),
      digits.chain(spaced),
      recovery.chain(spaced),
      fc.nat(40).map((n) => `${" ".repeat(n)}123456`),
    );
    fc.assert(
      fc.property(code, (value) => {
        const totp = secondFactorProblem(value, "totp") === undefined;
        const either = totp || secondFactorProblem(value, "recovery") === undefined;
        const enable = EnableBodySchema.safeParse({ password: "x", code: value });
        expect(fieldOk(enable, "code")).toBe(totp);
        const confirm = ConfirmBodySchema.safeParse({ password: "x", code: value });
        expect(fieldOk(confirm, "code")).toBe(either);
        const login = LoginTwoFactorBodySchema.safeParse({ ticket: "t".repeat(20), code: value });
        expect(fieldOk(login, "code")).toBe(either);
      }),
    );
    expect(secondFactorProblem(`${" ".repeat(SECOND_FACTOR_MAX)}123456`, "totp")).toBe("code");
  });
});
