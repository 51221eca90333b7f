import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { BOOT_TYPE, bootAfterFirstPaint } from "./boot-after-paint.server.ts";

async function run(chunks: (string | Buffer)[]) {
  let ended = 0;
  const out = Readable.from(chunks).pipe(bootAfterFirstPaint("n0", () => ended++));
  const html = await text(out);
  return { html, ended };
}

const BOOT_CODE = 'import "/assets/a.js";import("/assets/b.js");';
const PAGE = [
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/b.js" nonce="n0"/><style>p{}</style></head>',
  '<body><p>描画</p><script nonce="n0">window.ctx={}</script>',
  `<script nonce="n0" type="module" async="">${BOOT_CODE}</script>`,
  '<script nonce="n0">window.ctx.data=1</script></body></html>',
].join("");

describe("bootAfterFirstPaint", () => {
  it("turns the preloads into a nonced start-up script and the boot module into a data block", async () => {
    const { html, ended } = await run([PAGE]);
    expect(ended).toBe(1);
    expect(html).not.toContain("<link");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(
      /^<html><head><meta charset="utf-8"\/><style>p\{\}<\/style><script nonce="n0">\(\(\)=>.*<\/script><\/head>/,
    );
    expect(html).toContain('["/assets/a.js","/assets/b.js"]');
    expect(html).toContain(
      `<body><p>描画</p><script nonce="n0">window.ctx={}</script><script type="${BOOT_TYPE}" nonce="n0">${BOOT_CODE}</script>` +
        '<script nonce="n0">window.ctx.data=1</script></body></html>',
    );
  });

  it("gives the same page whatever the chunk boundaries, multi-byte characters included", async () => {
    const { html: whole } = await run([PAGE]);
    const bytes = Buffer.from(PAGE);
    for (let size = 1; size < 40; size += 3) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect((await run(chunks)).html).toBe(whole);
    }
  });

  it("passes a document without a head through unchanged, and a body without a boot module", async () => {
    expect((await run(["<p>", "partial"])).html).toBe("<p>partial");
    const { html } = await run([
      '<html><head></head><body><script nonce="x">a()</script><p>a < b</p></body></html>',
    ]);
    expect(html).toMatch(/^<html><head><script nonce="n0">.*<\/script><\/head><body>/);
    expect(html).toContain('<body><script nonce="x">a()</script><p>a < b</p></body></html>');
  });

  describe("the start-up script", () => {
    const BOOTED = [
      { tag: "link", rel: "modulepreload", href: "/assets/a.js", nonce: "n0" },
      { tag: "link", rel: "modulepreload", href: "/assets/b.js", nonce: "n0" },
      { tag: "script", type: "module", nonce: "n0", textContent: BOOT_CODE },
    ];
    const PRELOADED = BOOTED.slice(0, 2);

    /** Runs the script against a fake page whose frames, timers, events and paint entries the test releases. */
    async function page(
      options: { hidden?: boolean; paintTiming?: boolean; parsed?: boolean } = {},
    ) {
      const { html } = await run([PAGE]);
      const source = /<script nonce="n0">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? "";
      const appended: Record<string, unknown>[] = [];
      const frames: (() => void)[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      const listeners: { type: string; fn: () => void }[] = [];
      const document = {
        currentScript: { nonce: "n0" },
        visibilityState: options.hidden ? "hidden" : "visible",
        readyState: options.parsed ? "interactive" : "loading",
        createElement: (tag: string) => ({ tag }),
        // A block smuggled into the content comes first but lacks the response's nonce.
        querySelectorAll: (selector: string) =>
          selector === `script[type="${BOOT_TYPE}"]`
            ? [
                { nonce: "", textContent: "SMUGGLED" },
                { nonce: "n0", textContent: BOOT_CODE },
              ]
            : [],
        head: { append: (node: Record<string, unknown>) => appended.push(node) },
        body: { append: (node: Record<string, unknown>) => appended.push(node) },
        addEventListener: (type: string, fn: () => void) => listeners.push({ type, fn }),
      };
      const observers: ((names: string[]) => void)[] = [];
      class PerformanceObserver {
        static supportedEntryTypes = options.paintTiming === false ? ["navigation"] : ["paint"];
        disconnected = false;
        constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
          observers.push((names) => {
            if (this.disconnected) return;
            callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
          });
        }
        observe() {}
        disconnect() {
          this.disconnected = true;
        }
      }
      new Function(
        "document",
        "requestAnimationFrame",
        "setTimeout",
        "PerformanceObserver",
        source,
      )(
        document,
        (fn: () => void) => frames.push(fn),
        (fn: () => void, ms = 0) => timers.push({ fn, ms }),
        PerformanceObserver,
      );
      return {
        appended,
        frames,
        /** The browser reports paint entries to the observers. */
        paint: (...names: string[]) => {
          for (const observer of observers) observer(names);
        },
        fire: (type: string) => {
          for (const listener of listeners.filter((l) => l.type === type)) listener.fn();
        },
        runTimers: (ms: number) => {
          const due = timers.filter((timer) => timer.ms === ms);
          timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms !== ms));
          for (const timer of due) timer.fn();
        },
      };
    }

    it("preloads at the first contentful paint and boots once the document is parsed, once", async () => {
      const fake = await page();
      fake.paint("first-paint");
      expect(fake.appended).toEqual([]);
      fake.paint("first-contentful-paint");
      expect(fake.appended).toEqual(PRELOADED);
      fake.fire("DOMContentLoaded");
      expect(fake.appended).toEqual(BOOTED);
      fake.fire("visibilitychange");
      fake.runTimers(3000);
      expect(fake.appended).toEqual(BOOTED);
    });

    it("boots in the next task when the document was parsed before the paint", async () => {
      const fake = await page({ parsed: true });
      fake.paint("first-contentful-paint");
      expect(fake.appended).toEqual(PRELOADED);
      fake.runTimers(0);
      expect(fake.appended).toEqual(BOOTED);
    });

    it("starts after a frame where paint timing is missing", async () => {
      const fake = await page({ paintTiming: false, parsed: true });
      fake.runTimers(0);
      expect(fake.appended).toEqual([]);
      fake.frames.shift()?.();
      fake.runTimers(0);
      expect(fake.appended).toEqual(PRELOADED);
      fake.runTimers(0);
      expect(fake.appended).toEqual(BOOTED);
    });

    it("starts at once in a hidden tab, when the tab is hidden before painting, or after 3 s", async () => {
      const hidden = await page({ hidden: true, parsed: true });
      expect(hidden.appended).toEqual(PRELOADED);
      hidden.runTimers(0);
      expect(hidden.appended).toEqual(BOOTED);
      const hiddenLater = await page({ parsed: true });
      hiddenLater.fire("visibilitychange");
      hiddenLater.runTimers(0);
      expect(hiddenLater.appended).toEqual(BOOTED);
      const neverPainted = await page({ parsed: true });
      neverPainted.runTimers(3000);
      neverPainted.runTimers(0);
      expect(neverPainted.appended).toEqual(BOOTED);
    });
  });
});
