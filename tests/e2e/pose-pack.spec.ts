import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import ja from "../../app/locales/ja.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { applyPreset, describePngs, openEditor } from "./pose-helpers.ts";

// The pose pack for AI tools (issue 33), made by the real engine in Chromium: what only a
// browser can show (WebGL passes, the download). The keypoints' rules, the skeleton's drawing
// and the PNG and JSON formats are the unit lane's (keypoints.test.ts, openpose-draw.test.ts).

const FILES = [
  "view.png",
  "openpose.png",
  "openpose.json",
  "depth.png",
  "normal.png",
  "lineart.png",
  "masks/figure-1.png",
  "manifest.json",
];

async function downloadPack(page: Page) {
  await page.getByRole("tab", { name: "Export" }).click();
  const background = page.getByRole("group", { name: "Background" });
  await background.locator("label").filter({ hasText: "Transparent" }).click();
  const sizes = page.getByRole("group", { name: "Map size" });
  await sizes
    .locator("label")
    .filter({ hasText: /^512 px$/ })
    .click();
  await expect(sizes.getByRole("radio", { name: "512 px" })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download pose pack (ZIP)" }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  return { name: download.suggestedFilename(), files };
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const base64 = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []);

test.describe("pose pack for AI", () => {
  test("a preset's pack holds every map at one size, and the figure's box agrees across them", async ({
    page,
  }) => {
    await openEditor(page);
    await applyPreset(page, "stand-contrapposto");
    const { name, files } = await downloadPack(page);
    expect(name).toMatch(/^contrapposto-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(files).sort()).toEqual([...FILES].sort());
    await expect(page.getByTestId("pose-message")).toContainText(name);

    const manifest = JSON.parse(text(files["manifest.json"]));
    const { width, height } = manifest.size as { width: number; height: number };
    expect(Math.max(width, height)).toBe(512);
    expect(manifest.scene).toMatch(/\/pose\?s=/);
    expect(manifest.camera.focalLength).toBeGreaterThan(0);
    expect(manifest.camera.horizon).not.toBeNull();
    expect(manifest.figures).toHaveLength(1);
    const box = manifest.figures[0].box as { x: number; y: number; width: number; height: number };

    const openpose = JSON.parse(text(files["openpose.json"]));
    expect(openpose).toMatchObject({ canvas_width: width, canvas_height: height });
    expect(openpose.people).toHaveLength(1);
    expect(openpose.people[0].pose_keypoints_2d).toHaveLength(54);
    expect(openpose.people[0].hand_left_keypoints_2d).toHaveLength(63);

    const maps = [
      "view.png",
      "depth.png",
      "normal.png",
      "lineart.png",
      "masks/figure-1.png",
      "openpose.png",
    ];
    const stats = await describePngs(
      page,
      maps.map((file) => base64(files[file])),
    );
    for (const [index, stat] of stats.stats.entries()) {
      expect(stat, maps[index]).toMatchObject({ width, height });
    }
    const pixels = (share: [number, number, number, number]) => [
      share[0] * width,
      share[1] * height,
      share[2] * width,
      share[3] * height,
    ];
    const expected = [box.x, box.y, box.x + box.width, box.y + box.height];
    // The view, depth, normals, line art and the mask: the same figure within 2 px.
    for (const index of [0, 1, 2, 3, 4]) {
      const found = pixels(stats.stats[index]?.box as [number, number, number, number]);
      found.forEach((edge, side) => {
        expect(
          Math.abs(edge - (expected[side] as number)),
          `${maps[index]} side ${side}`,
        ).toBeLessThanOrEqual(2);
      });
    }
    // The skeleton lies inside the figure: its joints are inside the body, its sticks and dots
    // reach 4 px past them.
    const [left, top, right, bottom] = pixels(
      stats.stats[5]?.box as [number, number, number, number],
    ) as [number, number, number, number];
    const [boxLeft, boxTop, boxRight, boxBottom] = expected as [number, number, number, number];
    expect(left).toBeGreaterThanOrEqual(boxLeft - 6);
    expect(top).toBeGreaterThanOrEqual(boxTop - 6);
    expect(right).toBeLessThanOrEqual(boxRight + 6);
    expect(bottom).toBeLessThanOrEqual(boxBottom + 6);
    expect(bottom - top).toBeGreaterThan((boxBottom - boxTop) * 0.7);
  });

  test("two presets give different maps", async ({ page }) => {
    await openEditor(page);
    await applyPreset(page, "stand-relaxed");
    const first = await downloadPack(page);
    await applyPreset(page, "action-kick");
    const second = await downloadPack(page);
    expect(text(first.files["openpose.json"])).not.toBe(text(second.files["openpose.json"]));
    const stats = await describePngs(page, [
      base64(first.files["depth.png"]),
      base64(second.files["depth.png"]),
      base64(first.files["openpose.png"]),
      base64(second.files["openpose.png"]),
    ]);
    expect(stats.stats[0]?.digest).not.toBe(stats.stats[1]?.digest);
    expect(stats.stats[2]?.digest).not.toBe(stats.stats[3]?.digest);
  });

  test("the For AI panel passes axe in English and Japanese", async ({ browser }) => {
    for (const locale of ["en-US", "ja"]) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await openEditor(page);
      const tab = locale === "ja" ? ja.poseEditor.tabExport : "Export";
      await page.getByRole("tab", { name: tab }).click();
      const title = locale === "ja" ? ja.poseEditor.forAi : "For AI";
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
