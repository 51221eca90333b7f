import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailProblem, nicknameProblem, resetCodeProblem } from "../../../contract/form-rules.ts";
import { RegisterBodySchema, ResetBodySchema } from "./schema.ts";

const fieldOk = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } },
  field: string,
) => result.success || !result.error?.issues.some((issue) => issue.path[0] === field);

/** The browser refuses exactly what the server would, field by field (ADR 0009). */
describe("the server's user schemas use the contract's form rules", () => {
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
});
