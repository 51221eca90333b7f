import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageBody, splitPage } from "./render-cache.ts";

const PLACEHOLDER = "PlAcEhOlDeR0123456789abc";
const NONCE = "q1w2e3r4t5y6u7i8o9p0aA==";

describe("pageBody", () => {
  it("joins the parts with the nonce, as is and as a gzip body any inflater reads", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        (pieces) => {
          const html = pieces.join(PLACEHOLDER);
          const page = splitPage(html, PLACEHOLDER);
          const expected = pieces.join(NONCE);
          expect(pageBody(page, NONCE, "identity").toString()).toBe(expected);
          expect(gunzipSync(pageBody(page, NONCE, "gzip")).toString()).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps a page that repeats itself across the nonces (no reference reaches into another part)", () => {
    const block = '<p class="text-sm">Inkdoll — ポーズ人形</p>'.repeat(2000);
    const html = [block, block, "", block].join(PLACEHOLDER);
    const page = splitPage(html, PLACEHOLDER);
    const body = pageBody(page, NONCE, "gzip");
    expect(gunzipSync(body).toString()).toBe([block, block, "", block].join(NONCE));
    // Compressed once when kept: the body is a fraction of the page.
    expect(body.length).toBeLessThan(Buffer.byteLength(html) / 20);
  });
});
