import { describe, expect, it } from "vitest";
import { downloadEvents } from "../../db/schema.ts";
import { testAppForFile } from "../../test/per-file.ts";

const t = testAppForFile({ seed: true });

describe("GET /api/download/go", () => {
  it("counts the click with region and no personal data, then goes to the store", async () => {
    const res = await t.app.inject({
      url: "/api/download/go?app=doll&channel=apk&from=2",
      remoteAddress: "223.5.5.5",
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14)" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^https:\/\/dl\.inkdoll\.example\/android\//);
    const rows = await t.db.db.select().from(downloadEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      app: "doll",
      platform: "android",
      channel: "apk",
      region: "CN",
    });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      "app",
      "channel",
      "createdAt",
      "id",
      "platform",
      "region",
    ]);
  });

  it("sends the AI app's clicks to its own store pages", async () => {
    const res = await t.app.inject({ url: "/api/download/go?app=ai&channel=appstore" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain("apps.apple.com");
  });

  it("counts every app's newest published build: Brush's APK, Create's Google Play page", async () => {
    const brush = await t.app.inject({ url: "/api/download/go?app=brush&channel=apk" });
    expect(brush.statusCode).toBe(302);
    expect(brush.headers.location).toBe(
      "https://dl.inkdoll.example/android/inkdoll-brush-2.3.1.apk",
    );
    const create = await t.app.inject({ url: "/api/download/go?app=create&channel=googleplay" });
    expect(create.headers.location).toContain("com.inkdoll.create");
    const noApk = await t.app.inject({ url: "/api/download/go?app=create&channel=apk" });
    expect(noApk.statusCode).toBe(404);
  });

  it("never redirects anywhere but a configured store link", async () => {
    const unknown = await t.app.inject({ url: "/api/download/go?app=doll&channel=evil" });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: "/api/download/go?app=doll&channel=https%3A%2F%2Fevil.example",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^channel:/);
    const noApp = await t.app.inject({ url: "/api/download/go?app=paint&channel=apk" });
    expect(noApp.statusCode).toBe(400);
  });
});
