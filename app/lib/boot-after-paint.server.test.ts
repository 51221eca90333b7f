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

const PAGE = [
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/b.js" nonce="n0"/><style>p{}</style></head>',
  '<body><p>描画</p><script nonce="n0">window.ctx={}</script>',
  '<script nonce="n0" type="module" async="">import "/assets/a.js";import("/assets/b.js");</script>',
  '<script nonce="n0">window.ctx.data=1</script></body></html>',
].join("");

describe("bootAfterFirstPaint", () => {
  it("moves the preloads and the boot module behind a nonced start-up script", async () => {
    const { html, ended } = await run([PAGE]);
    expect(ended).toBe(1);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script type="${BOOT_TYPE}" nonce="n0">import "/assets/a.js";import("/assets/b.js");</script><script nonce="n0">`,
    );
    expect(html).toContain('["/assets/a.js","/assets/b.js"]');
    expect(html).toContain(
      '<style>p{}</style></head><body><p>描画</p><script nonce="n0">window.ctx={}</script>',
    );
    expect(html.endsWith('<script nonce="n0">window.ctx.data=1</script></body></html>')).toBe(true);
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

  describe("the start-up script", () => {
    const BOOTED = [
      { tag: "link", rel: "modulepreload", href: "/assets/a.js", nonce: "n0" },
      { tag: "link", rel: "modulepreload", href: "/assets/b.js", nonce: "n0" },
      { tag: "script", type: "module", nonce: "n0", textContent: "BOOT" },
    ];

    /** Runs the script against a fake page whose frames, timers and paint entries the test releases. */
    async function page(visibility: "visible" | "hidden", paintTiming = true) {
      const { html } = await run([PAGE]);
      const source = /<\/script><script nonce="n0">(.*?)<\/script>/.exec(html)?.[1] ?? "";
      const appended: Record<string, unknown>[] = [];
      const frames: (() => void)[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      const listeners: (() => void)[] = [];
      const observers: ((names: string[]) => void)[] = [];
      const document = {
        currentScript: { nonce: "n0", previousElementSibling: { textContent: "BOOT" } },
        visibilityState: visibility,
        createElement: (tag: string) => ({ tag }),
        head: { append: (node: Record<string, unknown>) => appended.push(node) },
        body: { append: (node: Record<string, unknown>) => appended.push(node) },
        addEventListener: (type: string, fn: () => void) => {
          if (type === "visibilitychange") listeners.push(fn);
        },
      };
      class FakeObserver {
        static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
        disconnected = false;
        constructor(callback: (list: unknown, observer: FakeObserver) => void) {
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
        FakeObserver,
      );
      const runTimers = (ms: number) => {
        const due = timers.filter((timer) => timer.ms === ms);
        timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms !== ms));
        for (const timer of due) timer.fn();
      };
      return { appended, frames, runTimers, listeners, observers };
    }

    it("starts once the first contentful paint is on screen, and only once", async () => {
      const { appended, runTimers, observers, listeners } = await page("visible");
      observers[0]?.(["first-paint"]);
      runTimers(0);
      expect(appended).toEqual([]);
      observers[0]?.(["first-contentful-paint"]);
      expect(appended).toEqual([]);
      runTimers(0);
      expect(appended).toEqual(BOOTED);
      listeners[0]?.();
      expect(appended).toHaveLength(BOOTED.length);
    });

    it("starts after a frame where paint timing is missing", async () => {
      const { appended, frames, runTimers } = await page("visible", false);
      expect(appended).toEqual([]);
      frames.shift()?.();
      runTimers(0);
      expect(appended).toEqual(BOOTED);
    });

    it("starts at once in a hidden tab, when the tab is hidden before painting, or after 3 s", async () => {
      expect((await page("hidden")).appended).toEqual(BOOTED);
      const hiddenLater = await page("visible");
      hiddenLater.listeners[0]?.();
      expect(hiddenLater.appended).toEqual(BOOTED);
      const neverPainted = await page("visible");
      neverPainted.runTimers(3000);
      expect(neverPainted.appended).toEqual(BOOTED);
    });
  });

  it("passes a document without a head or a boot module through unchanged", async () => {
    expect((await run(["<p>", "partial"])).html).toBe("<p>partial");
    const page =
      '<html><head></head><body><script nonce="x">a()</script><p>a < b</p></body></html>';
    expect((await run([page])).html).toBe(page);
  });
});
