// Each role reads only the inbox kinds it works on (issue 30, item 8): a moderator's read:inbox
// used to cover job applications and their CVs, which editors are kept from on purpose.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_KINDS, type InquiryKind } from "../../../contract/inbox.ts";
import { INBOX_KINDS_BY_ROLE, ROLES, type Role } from "../../../contract/permissions.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { insertJob } from "../../test/careers.ts";
import { inboxCalls, PDF, ticket } from "../../test/inbox.ts";
import { createStaff, type TestStaff } from "../../test/staff.ts";

let t: TestApp;
const staff = {} as Record<Role, TestStaff>;
const emails = {} as Record<Role, string>;
/** One inquiry of each kind: its reference and (for business and job) its file's URL. */
const sent = {} as Record<InquiryKind, { reference: string; file?: string }>;

const { upload, send, consoleGet, consolePost } = inboxCalls(() => t);

async function documentToken() {
  const res = await upload("document", PDF, "file.pdf");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertJob(t.db.db);
  for (const role of ROLES) {
    staff[role] = await createStaff(t, role);
    emails[role] = (await consoleGet("/api/admin/me", staff[role])).json().data.email;
  }
  t.mailer.sent.length = 0;
  const forms: [InquiryKind, string, () => Promise<Record<string, unknown>>][] = [
    ["support", "/api/support/tickets", async () => ticket()],
    [
      "business",
      "/api/business/enquiries",
      async () => ({
        company: "Kumo Press",
        name: "Ren Ito",
        role: "Editor",
        email: "ren@kumo.example",
        country: "Japan",
        partnership: "publishing",
        message: "We would like to license the doll for a how-to-draw book.",
        document: await documentToken(),
        language: "en-US",
      }),
    ],
    [
      "beta",
      "/api/beta/applications",
      async () => ({
        app: "doll",
        platform: "android",
        device: "Pixel 8",
        osVersion: "15",
        email: "beta@example.com",
        drawing: "Digital, on a tablet, every day.",
        consent: true,
        language: "en-US",
      }),
    ],
    [
      "job",
      "/api/careers/apply",
      async () => ({
        position: "3d-rigging-engineer",
        name: "Aiko Tanaka",
        email: "aiko@example.com",
        links: ["https://aiko.example/portfolio"],
        cv: await documentToken(),
        note: "I rig characters for games.",
        language: "ja",
      }),
    ],
  ];
  for (const [kind, url, body] of forms) {
    const res = await send(url, await body());
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    const reference = res.json().data.reference as string;
    const detail = (await consoleGet(`/api/admin/inbox/${reference}`, staff.admin)).json().data;
    sent[kind] = { reference, file: detail.attachments[0]?.url };
  }
});
afterAll(() => t.close());

describe("the inbox by kind", () => {
  it("keeps job applications to admins, and gives each role the kinds it works on", () => {
    expect(INBOX_KINDS_BY_ROLE).toEqual({
      admin: INQUIRY_KINDS,
      editor: [],
      support: ["support", "business", "beta"],
      moderator: ["support"],
    });
  });

  it("lists, opens and serves files only of the role's kinds", async () => {
    for (const role of ["admin", "support", "moderator"] as const) {
      const kinds = INBOX_KINDS_BY_ROLE[role];
      const list = (await consoleGet("/api/admin/inbox", staff[role])).json().data;
      const listed = new Set(list.items.map((item: { kind: string }) => item.kind));
      expect([...listed].sort(), role).toEqual([...kinds].sort());
      expect(list.total, role).toBe(kinds.length);
      for (const kind of INQUIRY_KINDS) {
        const { reference, file } = sent[kind];
        const detail = await consoleGet(`/api/admin/inbox/${reference}`, staff[role]);
        expect(detail.statusCode, `${role} opens ${kind}`).toBe(kinds.includes(kind) ? 200 : 404);
        if (file) {
          const download = await consoleGet(file, staff[role]);
          expect(download.statusCode, `${role} downloads ${kind}'s file`).toBe(
            kinds.includes(kind) ? 200 : 404,
          );
        }
      }
    }
  });

  it("refuses a kind filter outside the role by its field, and works on no other kind", async () => {
    const filtered = await consoleGet("/api/admin/inbox?kind=job", staff.moderator);
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().data).toMatchObject({ reason: "permission_missing", field: "kind" });
    // Support replies to the inbox, but not to a job application it cannot read.
    const note = await consolePost(
      `/api/admin/inbox/${sent.job.reference}/notes`,
      { body: "Looks strong." },
      staff.support,
    );
    expect(note.statusCode).toBe(404);
    expect(note.json().data).toMatchObject({ reason: "not_found", field: "reference" });
    const own = await consolePost(
      `/api/admin/inbox/${sent.business.reference}/notes`,
      { body: "Forwarded to licensing." },
      staff.support,
    );
    expect(own.statusCode).toBe(200);
  });

  it("assigns an inquiry only to someone whose role reads its kind", async () => {
    const refused = await consolePost(
      `/api/admin/inbox/${sent.job.reference}/assign`,
      { assigneeId: staff.support.id },
      staff.admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toMatchObject({ reason: "not_assignable", field: "assigneeId" });
    const taken = await consolePost(
      `/api/admin/inbox/${sent.job.reference}/assign`,
      { assigneeId: staff.admin.id },
      staff.admin,
    );
    expect(taken.statusCode).toBe(200);
  });

  it("tells only the operators who read a kind of a new submission", () => {
    const noticed = (reference: string) =>
      t.mailer.sent
        .filter((mail) => mail.text.includes(reference) && mail.text.includes("/admin/inbox"))
        .map((mail) => mail.to)
        .sort();
    expect(noticed(sent.job.reference)).toEqual([emails.admin]);
    expect(noticed(sent.support.reference)).toEqual(
      [emails.admin, emails.support, emails.moderator].sort(),
    );
    expect(noticed(sent.beta.reference)).toEqual([emails.admin, emails.support].sort());
  });
});
