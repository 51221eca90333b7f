import { stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { tempDirForFile } from "../test/temp-dir.ts";
import { publicOriginOf } from "./public-origin.ts";
import { deriveKey, loadServerSecret } from "./secrets.ts";

const dir = tempDirForFile("secret");

describe("AUTH_SECRET", () => {
  it("is validated: too short names the variable", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });

  it("defaults to a random secret kept in DATA_DIR, private, the same after a restart", async () => {
    const first = await loadServerSecret(undefined, dir);
    const again = await loadServerSecret(undefined, dir);
    expect(first.generated).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(again.secret).toBe(first.secret);
    expect((await stat(path.join(dir, "secret-key"))).mode & 0o777).toBe(0o600);
    const configured = await loadServerSecret("y".repeat(40), dir);
    expect(configured).toEqual({ secret: "y".repeat(40), generated: false });
  });

  it("derives a different key for each purpose", () => {
    expect(deriveKey("s".repeat(32), "attempts")).not.toBe(deriveKey("s".repeat(32), "challenge"));
  });
});

describe("publicOriginOf", () => {
  it("uses PUBLIC_ORIGIN's origin, else localhost and the listening port", () => {
    expect(publicOriginOf("https://inkdoll.example/some/path", 3000)()).toBe(
      "https://inkdoll.example",
    );
    expect(publicOriginOf(undefined, 3000)()).toBe("http://localhost:3000");
    const server = { address: () => ({ port: 41234, address: "127.0.0.1", family: "IPv4" }) };
    expect(publicOriginOf(undefined, 0, server)()).toBe("http://localhost:41234");
  });
});
