import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Code } from "../../../contract/codes.ts";
import { fail, ok } from "../../../contract/envelope.ts";
import { deferred, renderWithApp, SOLVED_NUMBER } from "../../test/render.tsx";
import { ContactForm } from "./ContactForm.tsx";

const CHALLENGE = ok({
  algorithm: "SHA-256",
  challenge: "c0ffee",
  maxnumber: 100,
  salt: "s",
  signature: "x",
});
const RECEIPT = ok({ reference: "T-7K3Q9P", kind: "support" });
const field = (name: string) => screen.getByLabelText(name, { exact: true });

/** The "sent" notice (a status, like the "security check…" line that may still be up). */
async function sentNotice(title: string) {
  const heading = await screen.findByRole("heading", { name: title });
  return heading.closest<HTMLElement>('[role="status"]') as HTMLElement;
}

function renderForm(options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(<ContactForm />, {
    route: "/support",
    ...options,
    fetch: { "GET /challenge": CHALLENGE, ...options.fetch },
  });
}

/** Fills every field the ticket needs, in the words of the page's catalogue. */
async function fillIn(app: ReturnType<typeof renderForm>, email = "  mika@example.com ") {
  const s = app.m.supportPage;
  await app.user.selectOptions(field(s.topic), "bug");
  await app.user.selectOptions(field(s.app), "doll");
  await app.user.selectOptions(field(s.platform), "android");
  await app.user.type(field(s.email), email);
  await app.user.type(field(s.message), "The doll stays grey.{Enter}After the update.");
}

describe("the contact form", () => {
  it("names what is missing, sums it up above the fields and focuses the first", async () => {
    const app = renderForm();
    const { user, m, callsTo } = app;
    const s = m.supportPage;
    await user.click(screen.getByRole("button", { name: s.send }));
    expect(screen.getByRole("alert")).toHaveTextContent(m.forms.errors.summary);
    for (const name of [s.topic, s.app, s.platform, s.email, s.message]) {
      expect(field(name)).toHaveAttribute("aria-invalid", "true");
    }
    expect(field(s.email)).toHaveAccessibleDescription(`${s.emailHint} ${m.forms.errors.required}`);
    expect(field(s.topic)).toHaveFocus();
    expect(callsTo("POST /support/tickets")).toEqual([]);

    // Fixing a field clears its mark; the next refusal focuses what is still wrong.
    await user.selectOptions(field(s.topic), "bug");
    await user.selectOptions(field(s.app), "doll");
    expect(field(s.topic)).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: s.send }));
    expect(field(s.platform)).toHaveFocus();
  });

  it("solves the challenge on first touch, is busy while sending, then shows the reference", async () => {
    const ticket = deferred<typeof RECEIPT>();
    const app = renderForm({ fetch: { "POST /support/tickets": () => ticket.promise } });
    const { user, m, callsTo } = app;
    const s = m.supportPage;
    await fillIn(app);
    expect(callsTo("GET /challenge")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: s.send }));

    const busy = await screen.findByRole("button", { name: m.forms.sending });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    // The button is busy from the submit on; the ticket is posted once the challenge is solved,
    // a moment later on a loaded machine.
    await waitFor(() => expect(callsTo("POST /support/tickets")).toHaveLength(1));
    const [sent] = callsTo("POST /support/tickets");
    expect(sent?.body).toMatchObject({
      topic: "bug",
      app: "doll",
      platform: "android",
      email: "mika@example.com",
      message: "The doll stays grey.\nAfter the update.",
      screenshots: [],
      language: "en-US",
      website: "",
    });
    const body = sent?.body as { challenge?: string } | undefined;
    const payload = JSON.parse(atob(body?.challenge ?? ""));
    expect(payload.number).toBe(SOLVED_NUMBER);

    ticket.resolve(RECEIPT);
    const notice = await sentNotice(s.sentTitle);
    expect(notice).toHaveTextContent(s.sentTitle);
    expect(notice).toHaveTextContent("T-7K3Q9P");
    expect(notice).toHaveTextContent("mika@example.com");
    expect(notice).toHaveFocus();

    // Another message starts from an empty form and a new challenge.
    await user.click(within(notice).getByRole("button", { name: s.another }));
    expect(field(s.message)).toHaveValue("");
    expect(field(s.topic)).toHaveValue("");
  });

  it("shows the server's refusal on the field it names", async () => {
    const app = renderForm({
      fetch: {
        "POST /support/tickets": fail(Code.badRequest, "email: invalid", {
          reason: "invalid_input",
          field: "email",
          problem: "format",
        }),
      },
    });
    const { user, m } = app;
    const s = m.supportPage;
    await fillIn(app, "mika@example.com");
    await user.click(screen.getByRole("button", { name: s.send }));
    await waitFor(() => expect(field(s.email)).toHaveAttribute("aria-invalid", "true"));
    expect(field(s.email)).toHaveAccessibleDescription(`${s.emailHint} ${m.forms.errors.email}`);
    expect(field(s.email)).toHaveFocus();
    expect(field(s.message)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent(m.forms.errors.summary);
  });

  it("a spent challenge (428) is solved again and the form sent once more", async () => {
    const app = renderForm({
      fetch: { "POST /support/tickets": [fail(Code.challengeRequired), RECEIPT] },
    });
    await fillIn(app);
    await app.user.click(screen.getByRole("button", { name: app.m.supportPage.send }));
    expect(await sentNotice(app.m.supportPage.sentTitle)).toHaveTextContent("T-7K3Q9P");
    expect(app.callsTo("POST /support/tickets")).toHaveLength(2);
    expect(app.callsTo("GET /challenge")).toHaveLength(2);
  });

  it("words the common refusals above the form", async () => {
    const app = renderForm({
      fetch: { "POST /support/tickets": [fail(Code.tooManyRequests), fail(Code.unavailable)] },
    });
    const { user, m } = app;
    await fillIn(app);
    await user.click(screen.getByRole("button", { name: m.supportPage.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(m.forms.errors.rate_limited);
    await user.click(screen.getByRole("button", { name: m.supportPage.send }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(m.forms.errors.unavailable),
    );
  });

  it("fills in the logged-in visitor's email", async () => {
    renderForm({
      loggedIn: { id: 3 },
      fetch: { "GET /forms/me": ok({ email: "aki@example.com" }) },
    });
    expect(await screen.findByDisplayValue("aki@example.com")).toBe(field("Your email"));
  });

  it("uploads a screenshot, refuses to send while it is on its way, and sends its token", async () => {
    const upload = deferred<ReturnType<typeof ok>>();
    const app = renderForm({
      fetch: { "POST /uploads": () => upload.promise, "POST /support/tickets": RECEIPT },
    });
    const { user, m, callsTo } = app;
    const s = m.supportPage;
    await fillIn(app);
    const picker = field(`${s.screenshots} ${m.forms.optional}`);
    const png = new File([new Uint8Array(2048)], "grey-doll.png", { type: "image/png" });
    await user.upload(picker, png);
    expect(screen.getByText("grey-doll.png")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Uploading grey-doll.png" })).toBeVisible();
    expect(callsTo("POST /uploads")[0]?.query).toEqual({
      purpose: "screenshot",
      name: "grey-doll.png",
    });

    await user.click(screen.getByRole("button", { name: s.send }));
    expect(picker).toHaveAccessibleDescription(`${s.screenshotsHint} ${m.forms.errors.uploading}`);
    expect(callsTo("POST /support/tickets")).toEqual([]);

    upload.resolve(ok({ token: "up_1", purpose: "screenshot", contentType: "image/png" }));
    expect(await screen.findByText(m.forms.files.ready)).toBeVisible();
    await user.click(screen.getByRole("button", { name: s.send }));
    expect(await sentNotice(s.sentTitle)).toHaveTextContent("T-7K3Q9P");
    expect(callsTo("POST /support/tickets")[0]?.body).toMatchObject({ screenshots: ["up_1"] });
  });

  it("refuses a file before uploading it when it is too large or not an image", async () => {
    const app = renderForm();
    const { user, m, callsTo } = app;
    const picker = field(`${m.supportPage.screenshots} ${m.forms.optional}`);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await user.upload(picker, big);
    expect(screen.getByRole("alert")).toHaveTextContent(m.forms.files.reasons.file_too_large);
    await user.click(screen.getByRole("button", { name: "Remove huge.png" }));
    expect(screen.queryByText("huge.png")).toBeNull();
    expect(callsTo("POST /uploads")).toEqual([]);
  });
});
