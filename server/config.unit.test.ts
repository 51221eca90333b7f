import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has safe defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
    expect(config.HSTS).toBe(false);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "seventy" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ HSTS: "maybe" })).toThrow(/HSTS/);
    expect(() => loadConfig({ TEST_CLOCK: "1" })).toThrow(/TEST_CLOCK: is only allowed/);
    expect(loadConfig({ TEST_CLOCK: "1", NODE_ENV: "test" }).TEST_CLOCK).toBe(true);
    expect(() => loadConfig({ TWO_FACTOR_KEY: "c2hvcnQ=" })).toThrow(
      /TWO_FACTOR_KEY: must be 32 bytes/,
    );
    const key = Buffer.alloc(32, 1).toString("base64");
    expect(loadConfig({ TWO_FACTOR_KEY: key }).TWO_FACTOR_KEY).toBe(key);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "5" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "-1" })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
  });

  it("keeps metrics off the public port and behind a real token", () => {
    const config = loadConfig({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_HOST).toBe("127.0.0.1");
    expect(loadConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least/);
    expect(() => loadConfig({ METRICS_TOKEN: `${"a".repeat(20)} ${"b".repeat(20)}` })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(() => loadConfig({ RENDER_CACHE_ENTRIES: "-1" })).toThrow(/RENDER_CACHE_ENTRIES/);
    expect(loadConfig({ RENDER_CACHE_ENTRIES: "0" }).RENDER_CACHE_ENTRIES).toBe(0);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
