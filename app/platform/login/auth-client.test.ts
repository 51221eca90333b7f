import { describe, expect, it } from "vitest";
import { errorsFromResponse } from "./auth-client.ts";

describe("errorsFromResponse", () => {
  it("tells the visitor to retry shortly when the service is unavailable (503)", () => {
    const response = { code: 503, msg: "Service temporarily unavailable; try again shortly" };
    expect(errorsFromResponse(response, ["email", "password"] as const)).toEqual({
      form: "unavailable",
    });
  });

  it("keeps 429 as too many attempts", () => {
    expect(errorsFromResponse({ code: 429, msg: "Too many requests" }, ["email"] as const)).toEqual(
      { form: "tooMany" },
    );
  });
});

describe("errorsFromResponse by reason", () => {
  const fields = ["email", "password", "oldPassword", "newPassword", "nickname", "code"] as const;
  const refusal = (code: number, data: object) => ({ code, msg: "English, never read", data });

  it("puts each account refusal on the field it names", () => {
    expect(
      errorsFromResponse(refusal(409, { reason: "email_taken", field: "email" }), fields),
    ).toEqual({
      email: "emailTaken",
    });
    expect(
      errorsFromResponse(refusal(400, { reason: "wrong_credentials", field: "password" }), fields),
    ).toEqual({ password: "wrongCredentials" });
    expect(
      errorsFromResponse(refusal(400, { reason: "password_wrong", field: "oldPassword" }), fields),
    ).toEqual({ oldPassword: "wrongCurrent" });
    expect(
      errorsFromResponse(
        refusal(400, { reason: "password_too_common", field: "newPassword" }),
        fields,
      ),
    ).toEqual({ newPassword: "passwordCommon" });
    expect(
      errorsFromResponse(refusal(400, { reason: "code_wrong", field: "code" }), fields),
    ).toEqual({
      code: "codeWrong",
    });
  });

  it("words invalid input by its problem", () => {
    const invalid = (field: string, problem: string) =>
      errorsFromResponse(refusal(400, { reason: "invalid_input", field, problem }), fields);
    expect(invalid("email", "required")).toEqual({ email: "required" });
    expect(invalid("email", "format")).toEqual({ email: "email" });
    expect(invalid("nickname", "too_long")).toEqual({ nickname: "nicknameLong" });
    expect(invalid("code", "format")).toEqual({ code: "code" });
  });

  it("falls back to the form when the field is not on it or there is no reason", () => {
    expect(
      errorsFromResponse(refusal(404, { reason: "session_not_found", field: "id" }), fields),
    ).toEqual({
      form: "generic",
    });
    expect(errorsFromResponse({ code: 400, msg: "email: already registered" }, fields)).toEqual({
      form: "generic",
    });
  });
});
