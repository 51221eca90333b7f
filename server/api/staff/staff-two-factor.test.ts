// Two-factor log-in for staff (issue 17, "Done when"): an invited account walks enrolment, a
// log-in with a code, a recovery code used once and the lockout, and the console follows each step.
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { createStaff } from "../../test/staff.ts";
import { TWO_FACTOR_PASSWORD, twoFactorClient } from "../../test/two-factor.ts";
import { confirmByMail } from "../../test/verification.ts";

const t = testAppForFile();
const { post, codeAt, nextStep, register, ticketFor } = twoFactorClient(() => t);
const me = async (token: string) => {
  const res = await t.app.inject({ url: "/api/admin/me", headers: bearer(token) });
  return res.statusCode === 200 ? "open" : res.json().data.reason;
};

describe("a staff account's second factor", () => {
  it("keeps the console closed until enrolment, opens after a log-in with a code", async () => {
    const admin = await createStaff(t, "admin");
    const email = "new.editor@example.com";
    const visitorKey = await register(email);
    const invited = await post(
      "/api/admin/staff/invite",
      { email, role: "editor" },
      bearer(admin.token),
    );
    const token = new URL(invited.json().data.link).searchParams.get("token");
    // Anyone could sign up with the invited address: until its owner opens the emailed link,
    // the invitation cannot be accepted.
    const early = await post("/api/invitation/accept", { token }, bearer(visitorKey));
    expect(early.statusCode).toBe(403);
    expect(early.json().data).toMatchObject({ reason: "email_unverified" });
    await confirmByMail(t, email);
    const accepted = await post("/api/invitation/accept", { token }, bearer(visitorKey));
    expect(accepted.json().data).toEqual({ role: "editor", twoFactor: false });
    expect(await me(visitorKey)).toBe("two_factor_setup_required");

    t.clock.advance(1000);
    // Enrolment: the QR code's secret, a code from it; recovery codes come back once.
    const setup = await post("/api/user/two-factor/setup", {}, bearer(visitorKey));
    expect(setup.json().data.uri).toMatch(/^otpauth:\/\/totp\//);
    const { secret } = setup.json().data;
    const enable = await post(
      "/api/user/two-factor/enable",
      { password: TWO_FACTOR_PASSWORD, code: await codeAt(secret) },
      bearer(visitorKey),
    );
    expect(enable.statusCode).toBe(200);
    const recovery: string[] = enable.json().data.recoveryCodes;
    expect(recovery.length).toBeGreaterThanOrEqual(8);
    // The session from before enrolment never passed the second factor.
    t.clock.advance(3 * 30_000);
    expect(await me(visitorKey)).toBe("staff_session_expired");

    // A password alone does not log in; with a code the console opens.
    const ticket = await ticketFor(email);
    const done = await post("/api/user/login/two-factor", { ticket, code: await codeAt(secret) });
    expect(done.statusCode).toBe(200);
    const staffKey = done.json().data.loginKey;
    expect(await me(staffKey)).toBe("open");

    // A recovery code logs in once; the second time it is refused.
    nextStep();
    const byRecovery = await post("/api/user/login/two-factor", {
      ticket: await ticketFor(email),
      code: recovery[0],
    });
    expect(byRecovery.statusCode).toBe(200);
    expect(await me(byRecovery.json().data.loginKey)).toBe("open");
    const again = await post("/api/user/login/two-factor", {
      ticket: await ticketFor(email),
      code: recovery[0],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.reason).toBe("code_used");

    // Wrong codes hold this address back: even the right code is refused until the window passes.
    for (let i = 0; i < 5; i++) {
      await post("/api/user/login/two-factor", { ticket: await ticketFor(email), code: "000000" });
    }
    nextStep();
    const locked = await post("/api/user/login/two-factor", {
      ticket: await ticketFor(email),
      code: await codeAt(secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.reason).toBe("locked");
    // The staff session opened with a code keeps working: the lockout is about new log-ins.
    expect(await me(staffKey)).toBe("open");
  });
});
