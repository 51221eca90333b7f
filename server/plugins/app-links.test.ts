// Universal links and Android app links (issue 31): published only once an operator entered the
// apps' identities in the console; `/open/*` sends a browser without the app to the web page.
import { describe, expect, it } from "vitest";
import { bearer } from "../test/app.ts";
import { staffedAppForFile } from "../test/per-file.ts";

const { t, staff } = staffedAppForFile({ seed: true });

const APPLE = "ABCDE12345.example.inkdoll.doll";
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, "0"))
  .join(":")
  .toUpperCase();

async function saveLinks(value: object) {
  const list = await t.app.inject({ url: "/api/admin/config", headers: bearer(staff.admin.token) });
  const entry = list
    .json()
    .data.find((k: { key: string }) => k.key === "app.links")
    .values.find((v: { language: string }) => v.language === "en_us");
  return t.app.inject({
    method: "POST",
    url: "/api/admin/config/app.links",
    headers: bearer(staff.admin.token),
    payload: { language: "en_us", value, updatedAt: entry.updatedAt },
  });
}

describe("app links", () => {
  it("publish nothing until the apps are configured, then exactly what was entered", async () => {
    for (const url of ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
    const bad = await saveLinks({
      appleAppIds: "not-an-app-id",
      androidPackage: "",
      androidFingerprints: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "value.appleAppIds" });
    const saved = await saveLinks({
      appleAppIds: APPLE,
      androidPackage: "example.inkdoll.doll example.inkdoll.ai",
      androidFingerprints: FINGERPRINT,
    });
    expect(saved.statusCode).toBe(200);

    const apple = await t.app.inject({ url: "/.well-known/apple-app-site-association" });
    expect(apple.statusCode).toBe(200);
    expect(apple.headers["content-type"]).toMatch(/^application\/json/);
    expect(apple.json()).toEqual({
      applinks: { details: [{ appIDs: [APPLE], components: [{ "/": "/open/*" }] }] },
    });
    // The Doll and the AI app, each with the signing fingerprints.
    const android = await t.app.inject({ url: "/.well-known/assetlinks.json" });
    expect(android.json()).toEqual(
      ["example.inkdoll.doll", "example.inkdoll.ai"].map((name) => ({
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: name,
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      })),
    );
  });

  it("send a browser without the app to the same page of this site, never elsewhere", async () => {
    const open = (url: string) => t.app.inject({ url });
    const pose = await open("/open/pose?s=abc123");
    expect(pose.statusCode).toBe(302);
    expect(pose.headers.location).toBe("/pose?s=abc123");
    for (const sneaky of [
      "/open//evil.example/x",
      "/open/\\\\evil.example",
      "/open/%2F%2Fevil.example",
      "/open/..//evil.example",
      "/open/./\\evil.example",
      "/open/%2e%2e//evil.example",
      "/open/../../\\/evil.example",
    ]) {
      const location = String((await open(sneaky)).headers.location);
      // Resolved against this site as a browser would, it stays on it, and its path cannot be
      // read as another host later (`//evil.example`).
      const resolved = new URL(location, "https://inkdoll.example");
      expect(resolved.host, sneaky).toBe("inkdoll.example");
      expect(resolved.pathname.startsWith("//"), sneaky).toBe(false);
    }
  });

  it("send a browser without the AI app from its sub-site to the download page's AI card", async () => {
    // The sub-site table's hosts (content/config.json): the production AI host and the test one.
    for (const host of ["ai.inkdoll.example", "ai.test.inkdoll.example"]) {
      const reply = await t.app.inject({ url: "/open/pose?s=abc123", headers: { host } });
      expect(reply.statusCode, host).toBe(302);
      expect(reply.headers.location, host).toBe("/download#app-ai");
    }
    // The Doll's sub-site has the web doll to fall back to.
    const doll = await t.app.inject({
      url: "/open/pose?s=abc123",
      headers: { host: "doll.inkdoll.example" },
    });
    expect(doll.headers.location).toBe("/pose?s=abc123");
  });
});
