import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./preload-priority.server.ts";

async function run(chunks: (string | Buffer)[]) {
  let ended = 0;
  const out = Readable.from(chunks).pipe(lowPriorityModulePreloads(() => ended++));
  const html = await text(out);
  return { html, ended };
}

describe("lowPriorityModulePreloads", () => {
  it("marks the head's module preloads low priority, even split across chunks", async () => {
    const { html, ended } = await run([
      '<html><head><link rel="module',
      'preload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></he',
      'ad><body><link rel="modulepreload" href="/c.js"/>',
      "</body></html>",
    ]);
    expect(html).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
        '<body><link rel="modulepreload" href="/c.js"/></body></html>',
    );
    expect(ended).toBe(1);
  });

  it("keeps multi-byte characters cut between chunks intact", async () => {
    const bytes = Buffer.from("<head></head><body>描画</body>");
    const cut = bytes.indexOf(Buffer.from("画")) + 1;
    const { html } = await run([bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(html).toBe("<head></head><body>描画</body>");
  });

  it("passes a document without a head through unchanged", async () => {
    const { html } = await run(["<p>", "partial"]);
    expect(html).toBe("<p>partial");
  });
});
