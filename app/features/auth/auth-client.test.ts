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
