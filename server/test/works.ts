import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { processNextWork } from "../api/works/images-service.ts";
import { works } from "../db/schema.ts";
import type { TestAccount } from "./accounts.ts";
import { bearer, freshAddress, type TestApp } from "./app.ts";
import type { TestStaff } from "./staff.ts";

export const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
export const picture = (width = 900, height = 600, color = "#c33") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

export const fields = (title = "Rooftop sketch") => ({
  title,
  description: "Posed with the doll, inked by hand.",
  tags: ["Ink", "rooftop", "ink"],
  apps: ["doll", "brush"],
  links: ["https://example.com/portfolio"],
});

/**
 * What the works' tests do through the API and the database: upload, submit, run the processing
 * job, read states, moderate. `app` is read at each call, as a test file creates its app in
 * beforeAll.
 */
export function worksCalls(app: () => TestApp) {
  const upload = (body: Buffer, token?: string, name = "art.png") =>
    app().app.inject({
      method: "POST",
      url: `/api/uploads?purpose=work&name=${encodeURIComponent(name)}`,
      headers: { "content-type": "application/octet-stream", ...bearer(token) },
      remoteAddress: freshAddress(),
      body,
    });
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token?: string,
    payload?: object,
  ) =>
    app().app.inject({
      method,
      url,
      headers: bearer(token),
      remoteAddress: freshAddress(),
      payload,
    });
  return {
    upload,
    call,
    /** Uploads and submits a work; answers its public id. */
    async submit(artist: TestAccount, title = "Rooftop sketch") {
      const token = (await upload(await picture(), artist.token)).json().data.token;
      const res = await call("POST", "/api/works", artist.token, {
        ...fields(title),
        upload: token,
        rights: true,
        locale: "ja",
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as string;
    },
    /**
     * Runs the processing job until no work is left processing (the queue the submission kicked
     * may hold one meanwhile: then this waits for it).
     */
    async processAll() {
      const t = app();
      for (let i = 0; i < 200; i++) {
        while (await processNextWork(t.db.db, t.clock.now())) {}
        const left = await t.db.db
          .select({ id: works.id })
          .from(works)
          .where(eq(works.state, "processing"));
        if (!left.length) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("works left processing");
    },
    stateOf: async (id: string) =>
      (
        await app().db.db.select({ state: works.state }).from(works).where(eq(works.publicId, id))
      )[0]?.state,
    mine: async (artist: TestAccount) =>
      (await call("GET", "/api/works/mine", artist.token)).json().data as {
        id: string;
        state: string;
        thumbnail: { url: string } | null;
        rejectReason: string | null;
        editedSinceDecision: boolean;
      }[],
    decide: (who: TestStaff, id: string, body: object) =>
      call("POST", `/api/admin/works/${id}`, who.token, body),
    publicIds: async () =>
      ((await call("GET", "/api/works")).json().data.items as { id: string }[]).map((w) => w.id),
  };
}
