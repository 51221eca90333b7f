import { crc32 } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32Combine } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it("gives the CRC-32 of the concatenation, as zlib computes it", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 5000 }),
        fc.uint8Array({ maxLength: 5000 }),
        (a, b) => {
          const whole = crc32(Buffer.concat([a, b]));
          expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("holds for long second parts (a page of 150 KB)", () => {
    const a = Buffer.from("nonce-0123456789abcdefghij");
    const b = Buffer.alloc(150_000, '<div class="grid">インクドール</div>');
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });
});
