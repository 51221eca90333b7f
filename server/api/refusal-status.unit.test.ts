// answer() is the one way an outcome leaves a route: these pin what every route now relies on.
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { Refusal } from "../../contract/refusals.ts";
import { type Outcome, refusalSchema } from "./common.ts";
import { answer, sendRefusal } from "./refusal-status.ts";

type Made = { id: number; secret: string };
type MakeOutcome = Outcome<Made, "not_found" | "conflict" | "rate_limited", { made?: Made }>;

const MESSAGES = {
  not_found: "id: no such thing",
  conflict: (refusal: Refusal) => `${refusal.field}: changed meanwhile`,
  rate_limited: "things: too many",
};

const missing: MakeOutcome = { refused: { reason: "not_found" } };
const outcomes: Record<string, MakeOutcome> = {
  ok: { ok: { id: 7, secret: "kept back" } },
  missing,
  stale: { refused: { reason: "conflict", field: "revision", made: { id: 7, secret: "x" } } },
  limited: { refused: { reason: "rate_limited", retryAfter: 30 } },
};

const app = Fastify();
app.get<{ Params: { name: string } }>("/:name", async (request, reply) =>
  answer(reply, outcomes[request.params.name] ?? missing, MESSAGES, {
    ok: ({ id }) => ({ id }),
    refused: ({ made, ...refusal }) => (made ? { ...refusal, made: made.id } : refusal),
  }),
);
app.get("/bare", async (_request, reply) =>
  sendRefusal(reply, { reason: "invalid_input", field: "q", problem: "format" }, "q: bad"),
);
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, retryAfter: res.headers["retry-after"], body: res.body };
};

describe("answer", () => {
  it("answers ok as the success envelope, shaped", async () => {
    expect(await get("/ok")).toEqual({
      status: 200,
      retryAfter: undefined,
      body: '{"code":200,"msg":"ok","data":{"id":7}}',
    });
  });

  it("answers a refusal at its reason's status and code, worded from the table", async () => {
    expect(await get("/missing")).toEqual({
      status: 404,
      retryAfter: undefined,
      body: '{"code":404,"msg":"id: no such thing","data":{"reason":"not_found"}}',
    });
    expect(await get("/stale")).toEqual({
      status: 409,
      retryAfter: undefined,
      body: '{"code":409,"msg":"revision: changed meanwhile","data":{"reason":"conflict","field":"revision","made":7}}',
    });
  });

  it("says how long to wait in Retry-After as well as in data", async () => {
    expect(await get("/limited")).toEqual({
      status: 429,
      retryAfter: "30",
      body: '{"code":429,"msg":"things: too many","data":{"reason":"rate_limited","retryAfter":30}}',
    });
  });

  it("sends invalid input through the same table", async () => {
    expect(await get("/bare")).toEqual({
      status: 400,
      retryAfter: undefined,
      body: '{"code":400,"msg":"q: bad","data":{"reason":"invalid_input","field":"q","problem":"format"}}',
    });
  });
});

describe("refusalSchema", () => {
  it("documents a reason only at the status the table answers it at", () => {
    expect(() => refusalSchema(409, ["conflict", "last_admin"])).not.toThrow();
    expect(() => refusalSchema(409, ["not_found"])).toThrow(/not_found answer another status/);
    expect(() => refusalSchema(400, ["forbidden"])).not.toThrow();
  });
});
