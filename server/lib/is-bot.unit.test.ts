import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { isBot } from "./is-bot.ts";

describe("isBot", () => {
  it("answers as isbot, the first time and from memory, past the memory's bound", () => {
    const agents = [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "curl/8.5.0",
      "",
      ...Array.from({ length: 6000 }, (_, i) => `Mozilla/5.0 Browser/${i}`),
      ...Array.from({ length: 100 }, (_, i) => `crawler-${i}/1.0`),
    ];
    for (const round of [1, 2]) {
      for (const agent of agents) expect(isBot(agent), `${round}: ${agent}`).toBe(isbot(agent));
    }
  });
});
