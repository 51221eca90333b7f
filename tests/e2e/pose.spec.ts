import { expect, test } from "@playwright/test";
import en from "../../app/locales/en-US.ts";
import es from "../../app/locales/es.ts";
import ja from "../../app/locales/ja.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies } from "./helpers.ts";
import {
  applyPreset,
  describePngs,
  dollOnCanvas,
  expectNoSidewaysScroll,
  freezeFrame,
  openEditor,
} from "./pose-helpers.ts";

/**
 * The 3D doll editor (/pose, issue 15) in Chromium's software WebGL (SwiftShader): what needs the
 * real engine and a browser — freeze frame pixels, share link pixels, the WebGL probe and
 * fallback, axe, phone layout, and the heap after going in and out. The panels' behaviour
 * (keyboard posing, limits, undo, hand presets, a bad link) is PoseEditor.test.tsx's.
 */
const p = en.poseEditor;
const messagesEs = es.poseEditor;

test.describe("pose editor", () => {
  test("freezes a frame: a PNG that is not blank, named after the pose, different per preset", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEditor(page);
    await applyPreset(page, "stand-relaxed");
    const first = await freezeFrame(page);
    expect(first.name).toMatch(/^relaxed-stance-\d{4}-\d{2}-\d{2}\.png$/);
    await applyPreset(page, "stand-t-pose");
    const second = await freezeFrame(page);
    const { stats, diff } = await describePngs(page, [first.png, second.png]);
    console.log("freeze frame", JSON.stringify({ stats, diff }));
    for (const image of stats) {
      expect(Math.max(image.width, image.height)).toBe(1024);
      // The doll covers a real part of the picture, and not all of it.
      expect(image.inked).toBeGreaterThan(0.01);
      expect(image.inked).toBeLessThan(0.95);
    }
    expect(stats[0]?.digest).not.toBe(stats[1]?.digest);
    expect(diff[0]).toBeGreaterThan(1000);
  });

  test("an export cropped to the figures fills a B5 page within its margin", async ({ page }) => {
    await openEditor(page);
    await applyPreset(page, "sit-hug-knees");
    await page.getByRole("tab", { name: p.tabExport }).click();
    // On a transparent background only the doll is drawn (no floor shadow): its box is the figure's.
    await page.getByRole("radio", { name: p.transparent }).check({ force: true });
    await page.getByRole("radio", { name: p.silhouette }).check({ force: true });
    // A manga page's frame: the guide shows it over the view.
    await page.getByRole("radio", { name: p.aspects.b5 }).check({ force: true });
    await expect(page.getByTestId("export-guide")).toBeVisible();
    await page.getByRole("checkbox", { name: p.crop }).check();
    const { png } = await freezeFrame(page);
    const { stats } = await describePngs(page, [png]);
    expect(stats[0]?.height).toBe(1024);
    expect((stats[0]?.width ?? 0) / 1024).toBeCloseTo(182 / 257, 2);
    const [left, top, right, bottom] = stats[0]?.box ?? [0, 0, 0, 0];
    console.log("cropped export box", JSON.stringify(stats[0]?.box));
    // Nothing is cut off: every side keeps some of the margin…
    for (const edge of [left, top, 1 - right, 1 - bottom]) expect(edge).toBeGreaterThan(0.005);
    // …and the seated figure fills the frame one way or the other, not its bottom third.
    expect(Math.max(right - left, bottom - top)).toBeGreaterThan(0.8);
    expect(Math.abs((top + bottom) / 2 - 0.5)).toBeLessThan(0.06);
  });

  test("a share link of a three-doll scene opens to a pixel-identical frame", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const viewport = { width: 1280, height: 720 };
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    await openEditor(page);
    await applyPreset(page, "stand-contrapposto");
    for (const preset of ["stand-t-pose", "stand-a-pose"]) {
      await page.getByRole("tab", { name: p.tabBody }).click();
      await page.getByRole("button", { name: p.addDoll }).click();
      await applyPreset(page, preset);
    }
    await page.getByRole("tab", { name: p.tabBody }).click();
    await expect(page.getByRole("button", { name: p.addDoll })).toBeDisabled();
    await page.getByRole("tab", { name: p.tabLight }).click();
    await page.getByRole("slider", { name: p.azimuth }).fill("-60");

    await page.getByRole("tab", { name: p.tabExport }).click();
    await page.getByRole("button", { name: p.copyLink }).click();
    await expect(page.getByTestId("pose-message")).toHaveText(p.linkCopied);
    const link = await page.getByTestId("share-link").inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const encoded = new URL(link).searchParams.get("s") ?? "";
    console.log(`share link: ${link.length} characters (scene ${encoded.length}) for three dolls`);
    expect(encoded.length).toBeLessThan(1200);
    const original = await freezeFrame(page);

    const other = await browser.newContext({ viewport });
    const opened = await other.newPage();
    await openEditor(opened, link.replace(/^https?:\/\/[^/]+/, ""));
    await opened.getByRole("tab", { name: p.tabBody }).click();
    await expect(
      opened.getByRole("radio", { name: p.dollName.replace("{number}", "3") }),
    ).toHaveCount(1);
    const restored = await freezeFrame(opened);
    const { stats, diff } = await describePngs(page, [original.png, restored.png]);
    console.log("share link frames", JSON.stringify({ stats, diff }));
    expect(stats[0]?.inked).toBeGreaterThan(0.01);
    expect(diff).toEqual([0]);
    await other.close();
    await context.close();
  });

  test("without WebGL: the message in the visitor's language, drawings and download links", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ja" });
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
        return /webgl/.test(String(args[0])) ? null : original.apply(this, args as never);
      } as typeof original;
    });
    const page = await context.newPage();
    await openEditor(page, "/pose", "unsupported");
    const notice = page.getByTestId("pose-no-webgl");
    await expect(notice).toContainText(ja.poseEditor.noWebglTitle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ja.poseEditor.title);
    // The doll's pre-rendered pictures need no WebGL: each step shows one, decoded, named in ja.
    const pictures = page.locator("main ol picture img");
    await expect(pictures).toHaveCount(3);
    // Japanese messages carry zero-width line-break hints; compare the words.
    const alt = await pictures.first().getAttribute("alt");
    expect(alt?.replaceAll("\u200b", "")).toBe(ja.homeRenders.stepOpen);
    for (const img of await pictures.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    const links = page.getByTestId("pose-download-links").getByRole("link");
    expect(await links.count()).toBeGreaterThan(1);
    await expect(links.last()).toHaveAttribute("href", "/download");
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("an engine that fails to load falls back too, never a blank box", async ({ page }) => {
    await page.route(/\/assets\/engine-[\w-]+\.js$/, (route) => route.abort());
    await openEditor(page, "/pose", "unsupported");
    await expect(page.getByTestId("pose-no-webgl")).toContainText(p.noWebglTitle);
  });

  test("pins: both feet held while the pelvis turns 45°; a pin out of reach says so", async ({
    page,
  }) => {
    await openEditor(page);
    await applyPreset(page, "stand-contrapposto");
    for (const end of ["left foot", "right foot"]) {
      await page
        .getByRole("combobox", { name: `Pin the ${end}` })
        .selectOption({ label: p.pinHere });
    }
    await expect(page.getByTestId("pose-announcer")).toHaveText(
      `${p.pinEnds.footR}: ${p.pinHere}.`,
    );
    await page.getByRole("button", { name: en.poseJoints.pelvis, exact: true }).click();
    const y = page.getByRole("spinbutton", { name: p.angleY });
    await y.fill("45");
    await y.blur();
    await expect(y).toHaveValue("45");
    // Both ankles held: the panel says "out of reach" for a pinned end further than 5 mm from
    // its pin after the turn (the engine's own measure; pins.test.ts holds them to the
    // millimetre). The outline is no measure here: each foot swivels about its ankle.
    await expect(page.getByText(p.pinStrained)).toHaveCount(0);
    // A standing doll's left hand cannot hold its own right foot: shown as out of reach.
    await page
      .getByRole("combobox", { name: "Pin the left hand" })
      .selectOption({ label: "Holding this doll’s right foot" });
    const hand = page.getByRole("combobox", { name: "Pin the left hand" });
    await expect(hand).toHaveAccessibleDescription(p.pinStrained);
    await expect(hand).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("pose-announcer")).toContainText(p.pinStrained);
  });

  test("dragging the head turns it like a trackball, one undo step, the camera still", async ({
    page,
  }) => {
    await openEditor(page);
    const undo = page.getByRole("button", { name: p.undo });
    await expect(undo).toBeDisabled();
    const before = await dollOnCanvas(page, 0.5);
    const { head } = before;
    await page.mouse.move(head.x, head.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(head.x + step * 6, head.y);
    await page.mouse.up();
    await expect(page.getByText(`Selected: ${en.poseJoints.head}`)).toBeVisible();
    // 60 px to the right at half a degree a pixel: about 30° round the view's up axis.
    const y = Number(await page.getByRole("spinbutton", { name: p.angleY }).inputValue());
    expect(y).toBeGreaterThan(20);
    expect(y).toBeLessThan(35);
    await expect(undo).toBeEnabled();
    // The drag posed the doll, not the camera: the body's outline at the hips and the feet
    // stay where they were (an orbit would swing both).
    const after = await dollOnCanvas(page, 0.5);
    expect(Math.abs(after.side.x - before.side.x)).toBeLessThan(3);
    expect(Math.abs(after.feet - before.feet)).toBeLessThan(5);
  });

  test("on a touch phone, one finger on a hand in limb mode poses it, not the camera", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await openEditor(page);
    await page.getByText(p.toolIk, { exact: true }).click();
    const before = await dollOnCanvas(page, 0.5);
    const { side } = before;
    // Chromium turns CDP touches into pointer events of type "touch", as a finger makes them.
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y, radiusX: 8, radiusY: 8 }],
      });
    await touch("touchStart", side.x, side.y);
    for (let step = 1; step <= 8; step++)
      await touch("touchMove", side.x - step * 6, side.y - step * 8);
    await touch("touchEnd", 0, 0);
    await expect(page.getByRole("button", { name: p.undo })).toBeEnabled();
    // The camera stayed: the doll's head is where it was.
    const after = await dollOnCanvas(page, 0.5);
    expect(Math.abs(after.head.y - before.head.y)).toBeLessThan(3);
    expect(Math.abs(after.head.x - before.head.x)).toBeLessThan(3);
    // The finger found the arm it touched: the doll faces us, so its right arm is on our left.
    await page.getByRole("tab", { name: p.tabPose }).click();
    await expect(page.getByText(/^Selected: Right (hand|forearm|upper arm)/)).toBeVisible();
    await context.close();
  });

  for (const [locale, messages] of [
    ["en-US", en],
    ["ja", ja],
  ] as const) {
    test(`axe finds nothing on the editor's controls in ${locale}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await openEditor(page);
      await page.getByRole("button", { name: messages.poseJoints.head, exact: true }).click();
      await expectNoAxeViolations(page);
      for (const tab of ["tabBody", "tabProps", "tabCamera", "tabLight", "tabExport"] as const) {
        await page.getByRole("tab", { name: messages.poseEditor[tab] }).click();
        if (tab === "tabProps") {
          // The panel with a prop chosen: its sliders, its holder and its seat.
          await page.locator('[data-prop-kind="chair"]').focus();
          await page.keyboard.press("Enter");
          await expect(page.getByTestId("prop-fields")).toBeVisible();
          // Turned by keyboard, as any slider: a degree a press.
          const turn = page.getByRole("slider", { name: messages.poseEditor.propFacing });
          const before = Number(await turn.inputValue());
          await turn.focus();
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("ArrowRight");
          await expect(turn).toHaveValue(String(before + 2));
        }
        await expectNoAxeViolations(page);
      }
      await context.close();
    });
  }

  for (const width of [360, 390]) {
    test(`at ${width} px the canvas fills the screen and nothing scrolls sideways`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({
        viewport: { width, height: 780 },
        hasTouch: true,
      });
      const page = await context.newPage();
      await openEditor(page, "/pose?lang=es");
      const canvas = await page.getByTestId("pose-canvas").boundingBox();
      expect(canvas?.width).toBe(width);
      expect(canvas?.height ?? 0).toBeGreaterThan(780 * 0.6);
      await expectNoSidewaysScroll(page);
      // The bottom sheet opens on a tab; every panel fits the width.
      for (const tab of [
        "tabPose",
        "tabBody",
        "tabProps",
        "tabCamera",
        "tabLight",
        "tabExport",
      ] as const) {
        await page.getByRole("tab", { name: messagesEs[tab] }).click();
        await expectNoSidewaysScroll(page);
        // Every control is a fingertip's size: 44 × 44 CSS pixels or more (a hidden radio's
        // label is its target).
        const small = await page.evaluate(() =>
          [...document.querySelectorAll("main button, main select, main input, main [role=tab]")]
            .map((element) => element.closest("label") ?? element)
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => {
              const { width, height } = element.getBoundingClientRect();
              return { text: element.textContent?.trim().slice(0, 24), width, height };
            })
            .filter(({ width, height }) => width > 1 && (width < 44 || height < 44)),
        );
        expect(small, tab).toEqual([]);
      }
      await expect(page.getByRole("button", { name: messagesEs.hideControls })).toBeVisible();
      await context.close();
    });
  }

  test("going in and out of /pose ten times frees the doll: the JS heap stays put", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (/WebGL|context/i.test(message.text())) warnings.push(message.text());
    });
    await dismissCookies(page);
    await page.goto("/");
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      await cdp.send("HeapProfiler.collectGarbage");
      return (await cdp.send("Runtime.getHeapUsage")).usedSize;
    };
    const roundTrip = async () => {
      await page.getByRole("link", { name: en.websiteMenu.pose }).first().click();
      await expect(page.locator("main")).toHaveAttribute("data-state", "ready", {
        timeout: 30_000,
      });
      await page.getByRole("link", { name: "Inkdoll home" }).click();
      await expect(page.locator("main[data-state]")).toHaveCount(0);
    };
    await expect(page.locator("header")).toBeVisible();
    // One visit first, so the engine's code is loaded and compiled before the measurement.
    await roundTrip();
    const before = await heap();
    for (let i = 0; i < 10; i++) await roundTrip();
    const after = await heap();
    const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
    console.log(`JS heap: ${mb(before)} MB before, ${mb(after)} MB after 10 visits to /pose`);
    expect(after - before).toBeLessThan(5 * 1024 * 1024);
    // Each visit hands its WebGL context back: the browser never has to drop an old one.
    expect(warnings.filter((text) => /too many active webgl contexts/i.test(text))).toEqual([]);
  });
});
