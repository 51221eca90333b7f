import { describe, expect, it } from "vitest";
import {
  buildFieldProblems,
  compareVersions,
  isHttpsUrl,
  releaseFieldProblems,
} from "./releases.ts";

const valid = {
  channel: "apk",
  minOs: "8.0",
  url: "https://dl.inkdoll.example/a.apk",
  fileSize: "1000",
  sha256: "a".repeat(64),
};

describe("release rules", () => {
  it("orders versions numerically, a pre-release before its release", () => {
    const sorted = ["4.9.0", "4.10.0", "4.9.0-beta.2", "4.9.0-beta.10", "1.0"].sort(
      compareVersions,
    );
    expect(sorted).toEqual(["1.0", "4.9.0-beta.2", "4.9.0-beta.10", "4.9.0", "4.10.0"]);
  });

  it("names a release's bad version and date", () => {
    expect(releaseFieldProblems({ version: "4.9.0", releasedOn: "2026-12-01" })).toEqual({});
    expect(releaseFieldProblems({ version: "v4", releasedOn: "2026-02-29" })).toEqual({
      version: "format",
      releasedOn: "format",
    });
    expect(releaseFieldProblems({ version: " ", releasedOn: "" })).toEqual({
      version: "required",
      releasedOn: "required",
    });
  });

  it("accepts a complete APK and names each bad field", () => {
    expect(buildFieldProblems(valid)).toEqual({});
    expect(
      buildFieldProblems({
        ...valid,
        minOs: "",
        url: "http://x.example",
        fileSize: "0",
        sha256: "ABC",
      }),
    ).toEqual({
      minOs: "required",
      url: "format",
      fileSize: "format",
      sha256: "format",
    });
  });

  it("keeps size and checksum to APK builds", () => {
    expect(buildFieldProblems({ ...valid, channel: "appstore" })).toEqual({
      fileSize: "invalid",
      sha256: "invalid",
    });
    expect(
      buildFieldProblems({ ...valid, channel: "appstore", fileSize: null, sha256: null }),
    ).toEqual({});
  });

  it("takes only https addresses with a host", () => {
    expect(isHttpsUrl("https://apps.apple.com/app/id1")).toBe(true);
    for (const bad of ["http://a.example", "https://localhost", "javascript:alert(1)", "x"]) {
      expect(isHttpsUrl(bad)).toBe(false);
    }
  });
});
