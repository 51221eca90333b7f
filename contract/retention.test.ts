import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention.ts";

describe("retentionCutoff", () => {
  it("goes back 24 calendar months, keeping the time of day", () => {
    expect(retentionCutoff(new Date("2028-06-01T10:30:00Z")).toISOString()).toBe(
      "2026-06-01T10:30:00.000Z",
    );
  });
  it("lands on the month's last day when the day does not exist", () => {
    expect(retentionCutoff(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
  });
});
