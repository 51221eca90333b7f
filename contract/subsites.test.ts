import { describe, expect, it } from "vitest";
import { environmentOf, type SubsiteTable, subsitesFor } from "./subsites.ts";

describe("sub-site table (spec §4)", () => {
  it.each([
    ["inkdoll.example", "production"],
    ["www.inkdoll.example", "production"],
    ["contest.inkdoll.example", "production"],
    ["test.inkdoll.example", "test"],
    ["web-test.inkdoll.example", "test"],
    ["staging.inkdoll.example:8443", "test"],
    ["localhost:3000", "test"],
    ["127.0.0.1:4000", "test"],
    ["[::1]:3000", "test"],
  ])("%s is %s", (host, env) => {
    expect(environmentOf(host)).toBe(env);
  });

  it("picks the hosts of that environment", () => {
    const table: SubsiteTable = {
      production: {
        ai: "https://ai.p",
        brush: "https://brush.p",
        create: "https://create.p",
        doll: "https://doll.p",
      },
      test: {
        ai: "https://ai.t",
        brush: "https://brush.t",
        create: "https://create.t",
        doll: "https://doll.t",
      },
    };
    expect(subsitesFor(table, "inkdoll.example").doll).toBe("https://doll.p");
    expect(subsitesFor(table, "localhost:3000").ai).toBe("https://ai.t");
  });
});
