import { expect, type Page, test } from "@playwright/test";
import en from "../../app/locales/en-US.ts";
import {
  applyPreset,
  describePngs,
  dollOnCanvas,
  freezeFrame,
  openEditor,
} from "./pose-helpers.ts";

// Issue 32's two everyday shots, built as an artist builds them, through the UI alone: presets,
// pointer drags on the canvas, the panels' fields and buttons. Each ends in an ink export of
// the figures, cropped to them.

const p = en.poseEditor;
const joints = en.poseJoints;

async function setAngle(
  page: Page,
  joint: keyof typeof joints,
  axis: "X" | "Y" | "Z",
  value: number,
) {
  await page.getByRole("tab", { name: p.tabPose }).click();
  await page.getByRole("button", { name: joints[joint], exact: true }).click();
  const field = page.getByRole("spinbutton", { name: p[`angle${axis}`] });
  await field.fill(String(value));
  await field.blur();
  await expect(field).toHaveValue(String(value));
}

async function pin(page: Page, end: "left hand" | "right hand", option: string) {
  await page.getByRole("tab", { name: p.tabPose }).click();
  await page.getByRole("combobox", { name: `Pin the ${end}` }).selectOption({ label: option });
}

async function inkExport(page: Page) {
  await page.getByRole("tab", { name: p.tabExport }).click();
  await page
    .getByRole("group", { name: p.style })
    .locator("label")
    .filter({ hasText: p.ink })
    .click();
  const crop = page.getByRole("checkbox", { name: p.crop });
  await crop.check();
  const { png } = await freezeFrame(page);
  const { stats } = await describePngs(page, [png]);
  const stat = stats[0];
  if (!stat) throw new Error("no picture");
  const [left, top, right, bottom] = stat.box;
  // Cropped to the figures: they reach the picture's margin on its long side or its short one.
  expect(Math.max(right - left, bottom - top)).toBeGreaterThan(0.8);
  return stat;
}

/** A point inside the rightmost figure on the canvas, `row` of the way down the figures. */
async function rightmostWood(page: Page, row: number) {
  const canvas = page.getByTestId("pose-canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  const png = (await canvas.screenshot()).toString("base64");
  const found = await page.evaluate(
    async ({ encoded, row }) => {
      const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const wood = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return (data[i] ?? 0) - (data[i + 2] ?? 0) > 35;
      };
      let top = -1;
      let bottom = -1;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (wood(x, y)) {
            if (top < 0) top = y;
            bottom = y;
            break;
          }
      const y = Math.round(top + (bottom - top) * row);
      let right = -1;
      for (let x = width - 1; x >= 0 && right < 0; x--) if (wood(x, y)) right = x;
      let left = right;
      while (left > 0 && wood(left - 1, y)) left--;
      return { x: (left + right) / 2, y };
    },
    { encoded: png, row },
  );
  return { x: box.x + found.x, y: box.y + found.y };
}

test.describe("the two shots of issue 32", () => {
  test("(a) sitting on the floor hugging the knees, looking over the shoulder, hands kept on the knees", async ({
    page,
  }) => {
    await openEditor(page);
    await applyPreset(page, "sit-hug-knees");
    await pin(page, "left hand", p.pinHere);
    await pin(page, "right hand", p.pinHere);
    // Turning the chest keeps the hands on the knees (they are pinned): nothing out of reach.
    await setAngle(page, "chest", "Y", 20);
    await expect(page.getByText(p.pinStrained)).toHaveCount(0);
    // Look over the shoulder: the neck by its field, the head by a drag on the canvas.
    await setAngle(page, "neck", "Y", 45);
    const doll = await dollOnCanvas(page, 0.5);
    await page.mouse.move(doll.head.x, doll.head.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(doll.head.x + step * 6, doll.head.y);
    await page.mouse.up();
    await expect(page.getByText(`Selected: ${joints.head}`)).toBeVisible();
    const y = Number(await page.getByRole("spinbutton", { name: p.angleY }).inputValue());
    expect(y).toBeGreaterThan(15);
    await expect(page.getByText(p.pinStrained)).toHaveCount(0);
    await inkExport(page);
  });

  test("(b) two dolls high-fiving under a low camera with a wide lens, the high five kept while both turn", async ({
    page,
  }) => {
    await openEditor(page);
    await applyPreset(page, "stand-relaxed");
    // Doll 1 raises its left hand, forward and up.
    await setAngle(page, "upperArmL", "X", -150);
    await page.getByRole("tab", { name: p.tabBody }).click();
    await page.getByRole("button", { name: p.addDoll }).click();
    // The two turn to face each other: facing means a button, not typing angles.
    const dolls = page.getByRole("group", { name: p.dolls });
    const chooseDoll = (doll: number) =>
      dolls
        .locator("label")
        .filter({ hasText: `Doll ${doll}` })
        .click();
    for (const [doll, other] of [
      [2, 1],
      [1, 2],
    ] as const) {
      await chooseDoll(doll);
      await page.getByRole("button", { name: `Face Doll ${other}` }).click();
    }
    // Doll 2 steps closer: dragged in Move mode from its chest (the rightmost figure).
    await page.getByText(p.toolMove, { exact: true }).click();
    const chest = await rightmostWood(page, 0.3);
    await page.mouse.move(chest.x, chest.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(chest.x - step * 5, chest.y);
    await page.mouse.up();
    await page.getByText(p.toolRotate, { exact: true }).click();
    // Doll 2's right hand meets doll 1's: pinned to it, the arm reaches by IK.
    await page.getByRole("tab", { name: p.tabBody }).click();
    await chooseDoll(2);
    await pin(page, "right hand", `Holding ${p.dollName.replace("{number}", "1")}’s left hand`);
    await expect(page.getByText(p.pinStrained)).toHaveCount(0);
    // Both dolls turn 15° (the pair swings round): the pinned hand follows doll 1's.
    await page.getByRole("tab", { name: p.tabBody }).click();
    for (const doll of [1, 2]) {
      await chooseDoll(doll);
      const facing = page.getByRole("slider", { name: p.facing });
      await facing.fill(String(Number(await facing.inputValue()) + 15));
    }
    await page.getByRole("tab", { name: p.tabPose }).click();
    await expect(page.getByRole("combobox", { name: "Pin the right hand" })).toHaveValue(/.+/);
    await expect(page.getByText(p.pinStrained)).toHaveCount(0);
    // A low camera with a wide lens, framed on both.
    await page.getByRole("tab", { name: p.tabCamera }).click();
    await page.getByRole("button", { name: p.cameraLow }).click();
    await page.getByRole("slider", { name: p.focal }).fill("24");
    await expect(page.getByText("24 mm")).toBeVisible();
    await page.getByRole("button", { name: p.frameAll }).click();
    await inkExport(page);
  });

  test("a tap on a prop selects it for the props panel", async ({ page }) => {
    await openEditor(page);
    const canvas = page.getByTestId("pose-canvas");
    // Orbit a little first (a drag on empty floor), so the new prop does not reframe the view.
    const area = await canvas.boundingBox();
    if (!area) throw new Error("no canvas");
    await page.mouse.move(area.x + 40, area.y + area.height - 40);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++)
      await page.mouse.move(area.x + 40 + step * 4, area.y + area.height - 40);
    await page.mouse.up();
    // The orbit's frame drawn: two pictures in a row the same.
    let before = await canvas.screenshot();
    await expect
      .poll(async () => {
        const next = await canvas.screenshot();
        const same = next.equals(before);
        before = next;
        return same;
      })
      .toBe(true);
    await page.getByRole("tab", { name: p.tabProps }).click();
    await page.getByRole("button", { name: "Add Box", exact: true }).click();
    // Tap the middle of what the new prop drew (the pixels that changed).
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no canvas");
    await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
    const after = await canvas.screenshot();
    const centre = await page.evaluate(
      async ([a, b]) => {
        const decode = async (encoded: string) => {
          const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [first, second] = await Promise.all([decode(a as string), decode(b as string)]);
        let [sx, sy, n] = [0, 0, 0];
        for (let i = 0; i < second.data.length; i += 4) {
          const wood = (second.data[i] ?? 0) - (second.data[i + 2] ?? 0) > 35;
          const was = (first.data[i] ?? 0) - (first.data[i + 2] ?? 0) > 35;
          if (wood && !was) {
            sx += (i / 4) % second.width;
            sy += Math.floor(i / 4 / second.width);
            n++;
          }
        }
        return { x: sx / n, y: sy / n, n };
      },
      [before.toString("base64"), after.toString("base64")],
    );
    expect(centre.n).toBeGreaterThan(100);
    await page.getByRole("tab", { name: p.tabPose }).click();
    await page.mouse.click(box.x + centre.x, box.y + centre.y);
    await expect(page.getByTestId("pose-announcer")).toHaveText(
      p.propSelected.replace("{prop}", p.propKinds.box),
    );
    await page.getByRole("tab", { name: p.tabProps }).click();
    await expect(page.getByTestId("prop-fields")).toBeVisible();
  });

  test("in Move mode, the handle on a doll's floor ring turns it", async ({ page }) => {
    await openEditor(page);
    await page.getByText(p.toolMove, { exact: true }).click();
    const canvas = page.getByTestId("pose-canvas");
    const area = await canvas.boundingBox();
    if (!area) throw new Error("no canvas");
    // The handle is the blue ball on the ring, in front of the doll.
    const png = (await canvas.screenshot()).toString("base64");
    const handle = await page.evaluate(async (encoded) => {
      const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let [sx, sy, n, bottom] = [0, 0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        const blue = (data[i + 2] ?? 0) - (data[i] ?? 0) > 120 && (data[i + 2] ?? 0) > 180;
        if (!blue) continue;
        const y = Math.floor(i / 4 / width);
        bottom = Math.max(bottom, y);
        sx += (i / 4) % width;
        sy += y;
        n++;
      }
      return { x: sx / n, y: sy / n, n, bottom };
    }, png);
    expect(handle.n).toBeGreaterThan(20);
    // The ball is the lowest blue on the screen (the ring's front): grab it there.
    const from = { x: area.x + handle.x, y: area.y + handle.bottom - 6 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + step * 15, from.y - step * 3);
    await page.mouse.up();
    await expect(page.getByRole("button", { name: p.undo })).toBeEnabled();
    await page.getByRole("tab", { name: p.tabBody }).click();
    const facing = Number(await page.getByRole("slider", { name: p.facing }).inputValue());
    // Turned towards the picture's right: the doll's front swings to +x.
    expect(facing).toBeGreaterThan(30);
    expect(facing).toBeLessThan(120);
  });
});
