import { describe, expect, it } from "vitest";
import { environmentOf, type SubsiteTable, subsitesFor } from "./subsites.ts";

describe("sub-site table (spec §4)", () => {
  it.each([
    ["inkdoll.example", "production"],
    ["www.inkdoll.example", "production"],
    ["contest.inkdoll.example", "production"],
    // Unlisted hosts are production, whatever their names suggest (issue 31).
    ["test.inkdoll.example", "production"],
    ["staging.inkdoll.example:8443", "production"],
    ["inkdoll-dev.example", "production"],
    ["localhost:3000", "test"],
    ["127.0.0.1:4000", "test"],
    ["[::1]:3000", "test"],
    ["app.localhost", "test"],
  ])("%s is %s with the default list", (host, env) => {
    expect(environmentOf(host)).toBe(env);
  });

  it("takes the test hosts the table lists, exactly or under a `*.` domain", () => {
    const listed = "test.inkdoll.example *.staging.inkdoll.example";
    expect(environmentOf("test.inkdoll.example", listed)).toBe("test");
    expect(environmentOf("TEST.inkdoll.example.:443", listed)).toBe("test");
    expect(environmentOf("eu.staging.inkdoll.example", listed)).toBe("test");
    expect(environmentOf("web-test.inkdoll.example", listed)).toBe("production");
    expect(environmentOf("staging.inkdoll.example.evil", listed)).toBe("production");
    // A list replaces the default: this machine is listed only if named.
    expect(environmentOf("localhost:3000", listed)).toBe("production");
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
    const listed: SubsiteTable = { ...table, testHosts: "preview.inkdoll.example" };
    expect(subsitesFor(listed, "preview.inkdoll.example").ai).toBe("https://ai.t");
    expect(subsitesFor(listed, "localhost:3000").ai).toBe("https://ai.p");
  });
});
