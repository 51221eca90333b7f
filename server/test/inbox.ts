import sharp from "sharp";
import { bearer, freshAddress, type TestApp } from "./app.ts";
import { solvedChallenge, uploadHeaders } from "./challenge.ts";
import type { TestStaff } from "./staff.ts";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

/** A support ticket as the form sends it; `over` changes any field. */
export const ticket = (over: Record<string, unknown> = {}) => ({
  topic: "bug",
  app: "doll",
  platform: "ios",
  email: "Hana@Example.com",
  message: "The doll stays grey after the update.\nOn my iPhone 15.",
  screenshots: [],
  language: "ja",
  ...over,
});

/**
 * What the inbox's tests send: uploads, visitor forms (with a solved challenge unless told not
 * to, each from an address of its own) and console calls. `app` is read at each call, as a test
 * file creates its app in beforeAll.
 */
export function inboxCalls(app: () => TestApp) {
  const upload = async (purpose: string, body: Buffer, name: string) =>
    app().app.inject({
      method: "POST",
      url: `/api/uploads?purpose=${purpose}&name=${encodeURIComponent(name)}`,
      headers: await uploadHeaders(app().app),
      remoteAddress: freshAddress(),
      body,
    });
  const consolePost = (url: string, body: unknown, who: TestStaff) =>
    app().app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: bearer(who.token),
    });
  return {
    upload,
    async screenshot(): Promise<string> {
      const png = await sharp({ create: { width: 6, height: 6, channels: 3, background: "#a33" } })
        .png()
        .toBuffer();
      return (await upload("screenshot", png, "screen.png")).json().data.token;
    },
    async send(
      url: string,
      body: Record<string, unknown>,
      options: { challenge?: boolean; token?: string; ip?: string } = {},
    ) {
      const payload =
        options.challenge === false
          ? body
          : { ...body, challenge: await solvedChallenge(app().app) };
      return app().app.inject({
        method: "POST",
        url,
        payload,
        headers: bearer(options.token),
        remoteAddress: options.ip ?? freshAddress(),
      });
    },
    consoleGet: (url: string, who: TestStaff) =>
      app().app.inject({ url, headers: bearer(who.token) }),
    consolePost,
    /** A console change to one inquiry: POST /api/admin/inbox/<reference>/<action>. */
    inboxAction: (reference: string, action: string, body: unknown, who: TestStaff) =>
      consolePost(`/api/admin/inbox/${reference}/${action}`, body, who),
  };
}
