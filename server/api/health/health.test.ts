import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/per-file.ts";

const t = testAppForFile();

describe("health", () => {
  it("reports the process up", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: "ok", data: { status: "up" } });
  });

  it("reports ready while the database answers, 503 once it does not", async () => {
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.json()).toMatchObject({ code: 200, data: { status: "ready" } });

    const other = await (await import("../../test/app.ts")).createTestApp();
    await other.db.close();
    const down = await other.app.inject({ url: "/api/health/ready" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 503,
      msg: "Database unreachable",
      data: { reason: "unavailable" },
    });
    await other.app.close();
    await other.db.dispose().catch(() => {});
  });
});
