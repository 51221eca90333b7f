import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RENDERS, type RenderId, renderFile, renderHeight, renderSrcSet } from "./renders.ts";

const dir = path.resolve(import.meta.dirname, "../../public/renders");
type Entry = {
  aspect: number;
  files: { width: number; height: number; avif: string; webp: string; png: string }[];
};
const manifest: Record<string, Entry> = JSON.parse(
  readFileSync(path.join(dir, "manifest.json"), "utf8"),
);

describe("renders table", () => {
  it("lists every width and height the render script wrote, for each id the pages use", () => {
    for (const id of Object.keys(RENDERS) as RenderId[]) {
      const entry = manifest[id];
      if (!entry) throw new Error(`${id} is not in public/renders/manifest.json`);
      expect(entry.files.map((f) => f.width)).toEqual([...RENDERS[id].widths]);
      for (const file of entry.files) {
        expect(renderHeight(id, file.width), `${id} ${file.width}`).toBe(file.height);
        for (const format of ["avif", "webp", "png"] as const) {
          expect(renderFile(id, file.width, format)).toBe(`/renders/${file[format]}`);
          expect(existsSync(path.join(dir, file[format])), file[format]).toBe(true);
        }
      }
    }
  });

  it("builds a width-described srcset", () => {
    expect(renderSrcSet("hero", "avif")).toBe(
      "/renders/hero-480.avif 480w, /renders/hero-800.avif 800w, /renders/hero-1200.avif 1200w",
    );
  });
});
