import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DATA_LANGUAGES } from "../../contract/language.ts";
import {
  decodeScene,
  encodeScene,
  MAX_LINK_LENGTH,
  quantiseScene,
} from "../../contract/pose-link.ts";
import { parseScene } from "../../contract/pose-schema.ts";
import { themeThumbs } from "../../contract/themes.ts";
import { loadThemes } from "./themes.ts";

const contentDir = fileURLToPath(new URL("../../content", import.meta.url));
const themes = await loadThemes(contentDir);

describe("content/themes", () => {
  it("has at least 8 themes with unique slugs, each with at least 6 poses", () => {
    expect(themes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(themes.map((t) => t.slug)).size).toBe(themes.length);
    for (const theme of themes) {
      expect(theme.poses.length, theme.slug).toBeGreaterThanOrEqual(6);
      expect(theme.poses.map((p) => p.id)).toContain(theme.cover);
    }
  });

  it("words every title, description and pose name in six languages, not as English copies", () => {
    for (const theme of themes) {
      for (const texts of [theme.titles, theme.descriptions, ...theme.poses.map((p) => p.names)]) {
        expect(Object.keys(texts).sort()).toEqual([...DATA_LANGUAGES].sort());
        for (const language of DATA_LANGUAGES) expect(texts[language].trim()).not.toBe("");
        expect(texts.zh_cn).not.toBe(texts.en_us);
        expect(texts.ja_jp).not.toBe(texts.en_us);
      }
    }
  });

  it("gives every pose a scene the doll accepts, that survives its share link", () => {
    for (const theme of themes) {
      for (const pose of theme.poses) {
        const where = `${theme.slug}/${pose.id}`;
        expect(parseScene(pose.scene), where).not.toBeNull();
        expect(pose.scene.dolls.length).toBeGreaterThanOrEqual(1);
        expect(pose.scene.dolls.length).toBeLessThanOrEqual(3);
        const text = encodeScene(quantiseScene(pose.scene));
        expect(text.length, where).toBeLessThanOrEqual(MAX_LINK_LENGTH);
        expect(decodeScene(text), where).toEqual(quantiseScene(pose.scene));
      }
    }
  });

  it("stages couples with two dolls and foreshortening with wide lenses", () => {
    const couples = themes.find((t) => t.slug === "couples");
    expect(couples?.poses.every((p) => p.scene.dolls.length === 2)).toBe(true);
    const fore = themes.find((t) => t.slug === "foreshortening");
    expect(fore?.poses.every((p) => p.scene.camera.focal <= 35)).toBe(true);
  });

  it("stops with the file's name when a theme is bad", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "themes-"));
    await cp(path.join(contentDir, "poses"), path.join(dir, "poses"), { recursive: true });
    await cp(path.join(contentDir, "themes"), path.join(dir, "themes"), { recursive: true });
    const file = path.join(dir, "themes", "dance.json");
    const { readFile } = await import("node:fs/promises");
    const dance = JSON.parse(await readFile(file, "utf8"));
    dance.poses[0].dolls[0].preset = "no-such-preset";
    await writeFile(file, JSON.stringify(dance));
    await expect(loadThemes(dir)).rejects.toThrow(
      /themes\/dance\.json pose "leap".*no-such-preset/,
    );
    dance.poses[0].dolls[0].preset = "action-jump";
    dance.poses[0].camera.focal = 500;
    await writeFile(file, JSON.stringify(dance));
    await expect(loadThemes(dir)).rejects.toThrow(/themes\/dance\.json: poses\.0\.camera\.focal/);
    await writeFile(file, "{ not json");
    await expect(loadThemes(dir)).rejects.toThrow(/themes\/dance\.json: not valid JSON/);
  });

  it("names a pose that is its preset as the editor does: one name for one pose", async () => {
    const body = JSON.parse(readFileSync(path.join(contentDir, "poses/body.json"), "utf8")) as {
      presets: { id: string; names: Record<string, string> }[];
    };
    const presetNames = (id: string) => body.presets.find((preset) => preset.id === id)?.names;
    const sitting = themes.find((theme) => theme.slug === "sitting-and-lying");
    const hug = sitting?.poses.find((pose) => pose.id === "hugging-knees");
    expect(hug?.names).toEqual(presetNames("sit-hug-knees"));
    expect(hug?.names.en_us).toBe("Hugging the knees");
    // A scene of two dolls has no one preset to take its names from.
    const dir = await mkdtemp(path.join(tmpdir(), "themes-"));
    await cp(path.join(contentDir, "poses"), path.join(dir, "poses"), { recursive: true });
    await cp(path.join(contentDir, "themes"), path.join(dir, "themes"), { recursive: true });
    const file = path.join(dir, "themes", "couples.json");
    const couples = JSON.parse(readFileSync(file, "utf8"));
    delete couples.poses[0].names;
    await writeFile(file, JSON.stringify(couples));
    await expect(loadThemes(dir)).rejects.toThrow(
      /themes\/couples\.json pose ".*": names: a scene of several dolls needs its own names/,
    );
  });

  it("has the doll's renders of every pose, as the manifest lists them", () => {
    const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
    const manifest = JSON.parse(
      readFileSync(path.join(publicDir, "renders/themes/manifest.json"), "utf8"),
    );
    for (const theme of themes) {
      for (const pose of theme.poses) {
        const thumbs = themeThumbs(theme.slug, pose.id);
        expect(manifest[`${theme.slug}/${pose.id}`], `${theme.slug}/${pose.id}`).toEqual(thumbs);
        for (const thumb of thumbs) {
          expect(existsSync(path.join(publicDir, thumb.avif)), thumb.avif).toBe(true);
          expect(existsSync(path.join(publicDir, thumb.webp)), thumb.webp).toBe(true);
        }
      }
    }
  });
});
