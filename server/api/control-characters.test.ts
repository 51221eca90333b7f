import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { seedContent } from "../test/seed.ts";
import { createStaff } from "../test/staff.ts";

// Every operation of the OpenAPI document, called by an administrator (so no permission check
// answers first) with a control character in each of its path parameters, query parameters and
// top-level body strings: each is refused as invalid_input naming that field, never a 500
// (PostgreSQL refuses NUL in text: 28 of 5,933 fuzzed calls answered 500 before the gate).

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u001f", "\u007f"];
const pick = (i: number) => CHARACTERS[i % CHARACTERS.length] ?? "\u0000";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t);
  admin = (await createStaff(t, "admin")).token;
});
afterAll(() => t.close());

type Call = { label: string; method: string; url: string; field: string; body?: unknown };

function callsOf(doc: Document): Call[] {
  const calls: Call[] = [];
  let n = 0;
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const params = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const fill = (name?: string, value?: string) =>
        template.replace(/\{(\w+)\}/g, (_, p: string) =>
          p === name && value !== undefined ? encodeURIComponent(value) : "x1",
        );
      const label = `${method.toUpperCase()} ${template}`;
      for (const name of params) {
        calls.push({ label, method, url: fill(name, `a${pick(n++)}b`), field: name });
      }
      for (const p of (op.parameters ?? []).filter((q) => q.in === "query")) {
        const query = new URLSearchParams({ [p.name]: `a${pick(n++)}b` });
        calls.push({ label, method, url: `${fill()}?${query}`, field: p.name });
      }
      const json = op.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      for (const [name, schema] of Object.entries(json)) {
        if ((schema as { type?: unknown }).type !== "string") continue;
        calls.push({ label, method, url: fill(), field: name, body: { [name]: `a${pick(n++)}b` } });
      }
    }
  }
  return calls;
}

describe("control characters in any string of any operation", () => {
  it("are refused as invalid_input naming the field, on every operation", async () => {
    const doc = t.app.swagger() as unknown as Document;
    const calls = callsOf(doc);
    // The document is read, not a list kept by hand: a new operation is covered by itself.
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(calls.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method.toUpperCase() as "GET",
        url: `/api${call.url.replace(/^\/api/, "")}`,
        headers: { ...bearer(admin), ...(call.body ? { "content-type": "application/json" } : {}) },
        ...(call.body ? { payload: JSON.stringify(call.body) } : {}),
      });
      const body = res.json() as { data?: { reason?: string; field?: string } };
      const ok =
        res.statusCode === 400 &&
        body.data?.reason === "invalid_input" &&
        body.data?.field === call.field;
      if (!ok)
        wrong.push(`${call.label} ${call.field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps tabs and line breaks in text a visitor writes", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/support/tickets",
      headers: { "content-type": "application/json" },
      payload: { message: "line one\n\tline two\r\n" },
    });
    // Refused for what the form lacks (its challenge), not for the line breaks.
    expect(res.json().data?.field).not.toBe("message");
  });
});
