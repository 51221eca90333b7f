import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoreLink } from "../../../contract/download.ts";
import { createHeadlessEngine, lastEngine } from "../../test/headless-pose-engine.ts";
import { renderWithApp } from "../../test/render.tsx";
import { PoseEditor, preloadPanels } from "./PoseEditor.tsx";

// happy-dom draws no WebGL: the engine is the headless one (the real scene rules, no pixels),
// and whether the browser "has WebGL" is the test's choice.
const webgl = vi.hoisted(() => ({ supported: true }));
vi.mock("./webgl-support.ts", () => ({
  webGlSupport: () => ({ supported: webgl.supported, software: true }),
}));
vi.mock("./engine/index.ts", () => ({ createPoseEngine: createHeadlessEngine }));

afterEach(() => {
  webgl.supported = true;
  window.history.replaceState(null, "", "/");
});

const LINKS: StoreLink[] = [
  { platform: "ios", channel: "appstore", url: "https://apps.apple.com/app/id1", global: true },
];
const NoSaveForm = () => null;

async function openEditor(
  options: { locale?: "en-US" | "ja" | "es"; search?: string; aiSite?: string } = {},
) {
  if (options.search) window.history.replaceState(null, "", `/pose${options.search}`);
  const app = renderWithApp(
    <PoseEditor
      links={LINKS}
      dataLanguage="en_us"
      engineHref=""
      saveForm={NoSaveForm}
      aiSite={options.aiSite ?? null}
    />,
    { route: `/pose${options.search ?? ""}`, locale: options.locale ?? "en-US" },
  );
  const p = app.m.poseEditor;
  if (webgl.supported) {
    await waitFor(() => expect(screen.getByRole("main")).toHaveAttribute("data-state", "ready"));
    // The editor fetches the other tabs' panels once the doll is ready; a visitor's tap comes later.
    await preloadPanels();
  }
  const joint = (name: keyof typeof app.m.poseJoints) =>
    screen.getByRole("button", { name: app.m.poseJoints[name] });
  const angle = (label: string) =>
    within(screen.getByTestId("joint-fields")).getByRole("spinbutton", { name: label });
  const tab = (name: string) => screen.getByRole("tab", { name });
  return { ...app, p, joint, angle, tab };
}

describe("the pose editor's panels", () => {
  it("rotates the selected joint from the keyboard, within its limits, announced and undoable", async () => {
    const { user, p, m, joint, angle } = await openEditor();
    await user.click(screen.getByRole("button", { name: "Relaxed stance" }));
    expect(screen.getByText(p.noSelection)).toBeVisible();

    joint("lowerArmL").focus();
    await user.keyboard("{Enter}");
    expect(joint("lowerArmL")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(`Selected: ${m.poseJoints.lowerArmL}`)).toBeVisible();
    expect(angle(p.angleX)).toHaveValue(-10);
    expect(angle(p.angleX)).toHaveAccessibleDescription("-150° to 0°");
    // The forearm does not twist: its Z field is shut.
    expect(angle(p.angleZ)).toBeDisabled();

    await user.keyboard("{ArrowUp}{Shift>}{ArrowRight}{/Shift}");
    expect(angle(p.angleX)).toHaveValue(-15);
    expect(angle(p.angleY)).toHaveValue(1);
    expect(screen.getByTestId("pose-announcer")).toHaveTextContent(
      `${m.poseJoints.lowerArmL}: X -15°, Y 1°, Z 0°`,
    );
    await user.keyboard("{PageUp}");
    expect(angle(p.angleZ)).toHaveValue(0);

    // The presses are one undo step: Ctrl+Z takes them back, Ctrl+Y brings them again.
    await user.click(screen.getByRole("heading", { level: 1 }));
    await user.keyboard("{Control>}z{/Control}");
    expect(angle(p.angleX)).toHaveValue(-10);
    expect(angle(p.angleY)).toHaveValue(0);
    await user.keyboard("{Control>}y{/Control}");
    expect(angle(p.angleX)).toHaveValue(-15);
    expect(screen.getByRole("button", { name: p.undo })).toBeEnabled();
  });

  it("the joint list is one Tab stop: arrows move between joints, Escape lets the selected one go", async () => {
    const { user, p, joint, angle } = await openEditor();
    const list = screen.getByTestId("joint-list");
    const stops = () =>
      within(list)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0);
    expect(stops()).toEqual([joint("head")]);
    joint("head").focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(joint("chest")).toHaveFocus();
    expect(stops()).toEqual([joint("chest")]);
    await user.keyboard("{End}");
    expect(joint("footR")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(joint("head")).toHaveFocus();
    // Enter selects; then the arrows turn the joint instead of moving.
    await user.keyboard("{ArrowDown}{Enter}{ArrowDown}");
    expect(joint("neck")).toHaveAttribute("aria-pressed", "true");
    expect(joint("neck")).toHaveFocus();
    expect(angle(p.angleX)).toHaveValue(5);
    await user.keyboard("{Escape}{ArrowDown}");
    expect(joint("neck")).toHaveAttribute("aria-pressed", "false");
    expect(joint("chest")).toHaveFocus();
    // Tab leaves the list at once for what comes after it.
    await user.tab();
    expect(list.contains(document.activeElement)).toBe(false);
  });

  it("keeps the scene for the next visit", async () => {
    const first = await openEditor();
    await first.user.click(first.joint("head"));
    await first.user.keyboard("{ArrowDown}");
    // Kept once the key presses settle into an undo step (400 ms).
    await waitFor(() => expect(localStorage.getItem("poseScene")).not.toBeNull());
    first.unmount();

    const again = await openEditor();
    await again.user.click(again.joint("head"));
    expect(again.angle(again.p.angleX)).toHaveValue(5);
  });

  it("takes a typed angle, and shows the clamped one once the field is left", async () => {
    const { user, p, joint, angle } = await openEditor();
    await user.click(joint("lowerArmL"));
    const x = angle(p.angleX);
    await user.clear(x);
    await user.type(x, "-200");
    expect(x).toHaveValue(-200);
    expect(lastEngine.current?.getScene().dolls[0]?.pose.rotations.lowerArmL).toEqual([-150, 0, 0]);
    await user.tab();
    expect(x).toHaveValue(-150);
  });

  it("hand presets shape each hand, the right one mirrored", async () => {
    const { user, p, joint, angle } = await openEditor();
    await user.click(joint("index1L"));
    expect(angle(p.angleZ)).toHaveValue(0);
    await user.selectOptions(screen.getByLabelText(p.handLeft), "fist");
    await user.selectOptions(screen.getByLabelText(p.handRight), "fist");
    await user.click(joint("index1L"));
    const left = Number((angle(p.angleZ) as HTMLInputElement).value);
    expect(left).toBeLessThan(-45);
    await user.click(joint("index1R"));
    expect(angle(p.angleZ)).toHaveValue(-left);
  });

  it("tabs move with the arrows, Home and End, and show their panel", async () => {
    const { user, p, tab } = await openEditor();
    expect(tab(p.tabPose)).toHaveAttribute("aria-selected", "true");
    tab(p.tabPose).focus();
    await user.keyboard("{ArrowRight}");
    expect(tab(p.tabBody)).toHaveFocus();
    expect(tab(p.tabBody)).toHaveAttribute("aria-selected", "true");
    expect(tab(p.tabPose)).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: p.tabBody })).toBeVisible();
    await user.keyboard("{End}");
    expect(tab(p.tabExport)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab(p.tabPose)).toHaveFocus();
    await user.keyboard("{ArrowLeft}{Home}");
    expect(tab(p.tabPose)).toHaveAttribute("aria-selected", "true");
  });

  it("adds dolls up to three, then says the scene is full; one doll cannot be removed", async () => {
    const { user, p, tab } = await openEditor();
    await user.click(tab(p.tabBody));
    expect(screen.getByRole("button", { name: p.removeDoll })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: p.addDoll }));
    await user.click(screen.getByRole("button", { name: p.addDoll }));
    expect(screen.getByRole("radio", { name: "Doll 3" })).toBeChecked();
    const add = screen.getByRole("button", { name: p.addDoll });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(p.dollsFull);
    await user.click(screen.getByRole("button", { name: p.removeDoll }));
    expect(screen.queryByRole("radio", { name: "Doll 3" })).toBeNull();
    expect(screen.getByRole("radio", { name: "Doll 2" })).toBeChecked();
  });

  it("frames every doll or the one being edited, resets the view, and exports a crop", async () => {
    const { user, p, tab } = await openEditor();
    const engine = lastEngine.current;
    if (!engine) throw new Error("no engine");
    const frame = vi.spyOn(engine, "frame");
    const reset = vi.spyOn(engine, "resetView");
    const exportPng = vi.spyOn(engine, "exportPng");
    await user.click(tab(p.tabCamera));
    // One doll: framing "the doll" would be the same as framing all.
    expect(screen.queryByRole("button", { name: "Frame Doll 1" })).toBeNull();
    await user.click(screen.getByRole("button", { name: p.frameAll }));
    expect(frame).toHaveBeenLastCalledWith(undefined);
    await user.click(tab(p.tabBody));
    await user.click(screen.getByRole("button", { name: p.addDoll }));
    await user.click(tab(p.tabCamera));
    await user.click(screen.getByRole("button", { name: "Frame Doll 2" }));
    expect(frame).toHaveBeenLastCalledWith([1]);
    await user.click(screen.getByRole("button", { name: p.resetView }));
    expect(reset).toHaveBeenCalledOnce();

    await user.click(tab(p.tabExport));
    // A frame for the export draws its guide over the view, and framing fits into it.
    const setGuide = vi.spyOn(engine, "setGuide");
    expect(screen.queryByTestId("export-guide")).toBeNull();
    await user.click(screen.getByRole("radio", { name: p.aspects["4:5"] }));
    expect(setGuide).toHaveBeenLastCalledWith("4:5");
    expect(screen.getByTestId("export-guide")).toHaveAttribute("aria-hidden", "true");
    await user.click(screen.getByRole("checkbox", { name: p.crop }));
    // happy-dom would follow the download link away from the page.
    const download = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: p.freeze }));
    await waitFor(() => expect(download).toHaveBeenCalledOnce());
    download.mockRestore();
    expect(exportPng.mock.calls[0]?.[0]).toMatchObject({
      crop: true,
      style: "shaded",
      aspect: "4:5",
    });
  });

  it("turns the doll being edited by a slider, towards the camera or another doll, named by view", async () => {
    const { user, p, tab } = await openEditor();
    await user.click(tab(p.tabBody));
    const facing = screen.getByRole("slider", { name: p.facing });
    expect(facing).toHaveAttribute("aria-valuetext", `0° · ${p.facingViews.front}`);
    fireEvent.change(facing, { target: { value: "90" } });
    expect(facing).toHaveAttribute("aria-valuetext", `90° · ${p.facingViews.profileRight}`);
    expect(lastEngine.current?.getScene().dolls[0]?.facing).toBe(90);
    await user.click(screen.getByRole("button", { name: p.faceCamera }));
    expect(lastEngine.current?.getScene().dolls[0]?.facing).toBe(0);

    await user.click(screen.getByRole("button", { name: p.addDoll }));
    await user.click(screen.getByRole("button", { name: "Face Doll 1" }));
    const [first, second] = lastEngine.current?.getScene().dolls ?? [];
    // Doll 2 stands to the right of doll 1: turned to it, it looks left along -x.
    expect(second?.facing).toBe(-90);
    await user.click(screen.getByRole("radio", { name: "Doll 1" }));
    await user.click(screen.getByRole("button", { name: "Face Doll 2" }));
    expect(lastEngine.current?.getScene().dolls[0]?.facing).toBe(90);
    expect(first?.position[0]).toBeLessThan(second?.position[0] ?? 0);
    // Each turn is an undo step.
    await user.click(screen.getByRole("button", { name: p.undo }));
    expect(lastEngine.current?.getScene().dolls[0]?.facing).toBe(0);
  });

  it("pins a foot where it is and a hand to another doll's hand, announced, undoable, shared", async () => {
    const { user, p, tab, unmount } = await openEditor();
    const pin = (end: keyof typeof p.pinEnds) =>
      screen.getByRole("combobox", { name: `Pin the ${p.pinEndsInline[end]}` });
    await user.selectOptions(pin("footL"), p.pinHere);
    expect(lastEngine.current?.getScene().dolls[0]?.pins?.footL).toMatchObject({
      at: expect.any(Array),
    });
    expect(screen.getByTestId("pose-announcer")).toHaveTextContent(
      `${p.pinEnds.footL}: ${p.pinHere}.`,
    );
    // With one doll, a hand can hold only the doll's own other ends.
    expect(
      within(pin("handR"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      p.pinFree,
      p.pinHere,
      "Holding this doll’s left hand",
      "Holding this doll’s left foot",
      "Holding this doll’s right foot",
    ]);

    await user.click(tab(p.tabBody));
    await user.click(screen.getByRole("button", { name: p.addDoll }));
    await user.click(screen.getByRole("radio", { name: "Doll 1" }));
    await user.click(tab(p.tabPose));
    await user.selectOptions(pin("handR"), "Holding Doll 2’s left hand");
    expect(lastEngine.current?.getScene().dolls[0]?.pins?.handR).toEqual({
      doll: 1,
      joint: "handL",
    });
    // Doll 2's left hand is held: it may be pinned, but may not hold another end itself.
    await user.click(tab(p.tabBody));
    await user.click(screen.getByRole("radio", { name: "Doll 2" }));
    await user.click(tab(p.tabPose));
    expect(within(pin("handL")).getAllByRole("option")).toHaveLength(2);
    // Nor is an end that holds one offered to be held.
    expect(
      within(pin("handR"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).not.toContain("Holding Doll 1’s right hand");

    // The pins travel in the share link.
    await user.click(tab(p.tabExport));
    await user.click(screen.getByRole("button", { name: p.copyLink }));
    await waitFor(() => expect(screen.getByTestId("pose-message")).toHaveTextContent(p.linkCopied));
    const link = (screen.getByTestId("share-link") as HTMLInputElement).value;
    await user.click(screen.getByRole("button", { name: p.undo }));
    expect(lastEngine.current?.getScene().dolls[0]?.pins?.handR).toBeUndefined();
    unmount();
    localStorage.clear();
    await openEditor({ search: new URL(link).search });
    const opened = lastEngine.current?.getScene();
    expect(opened?.dolls[0]?.pins?.handR).toEqual({ doll: 1, joint: "handL" });
    expect(opened?.dolls[0]?.pins?.footL).toBeDefined();
  });

  it("the props library by keyboard: add, place, turn, hold in a hand, sit on, remove, undo", async () => {
    const { user, p, tab } = await openEditor();
    await user.click(tab(p.tabProps));
    expect(screen.getByText(p.noProps)).toBeVisible();
    // Every prop of the library is a button in its group.
    const add = (name: string) => screen.getByRole("button", { name: `Add ${name}` });
    add(p.propKinds.chair).focus();
    await user.keyboard("{Enter}");
    const props = () => lastEngine.current?.getScene().props ?? [];
    expect(props()).toMatchObject([{ kind: "chair", scale: 1 }]);
    expect(screen.getByRole("radio", { name: p.propKinds.chair })).toBeChecked();

    // Its sliders turn and move it (happy-dom's range inputs take no arrow keys: the browser
    // test turns one by keyboard).
    const turn = screen.getByRole("slider", { name: p.propFacing });
    fireEvent.change(turn, { target: { value: "30" } });
    expect(props()[0]?.facing).toBe(30);
    expect(turn).toHaveAttribute("aria-valuetext", "30°");
    fireEvent.change(screen.getByRole("slider", { name: p.propX }), { target: { value: "1.5" } });
    expect(props()[0]?.position[0]).toBe(1.5);
    const size = screen.getByRole("slider", { name: p.propScale });
    fireEvent.change(size, { target: { value: "1.5" } });
    expect(props()[0]?.scale).toBe(1.5);
    expect(size).toHaveAttribute("aria-valuetext", "150 %");

    // A cup goes into doll 1's right hand, which closes round it.
    await user.click(add(p.propKinds.cup));
    expect(screen.getByRole("radio", { name: p.propKinds.cup })).toBeChecked();
    await user.selectOptions(
      screen.getByRole("combobox", { name: p.propHolder }),
      `Doll 1, ${p.handRight}`,
    );
    expect(props()[1]?.held).toEqual({ doll: 0, hand: "handR" });
    const fingers = lastEngine.current?.getScene().dolls[0]?.pose.rotations;
    expect(fingers?.index1R).toBeDefined();
    expect(screen.getByText(`Held by Doll 1, ${p.handRight}: it follows the hand.`)).toBeVisible();

    // Doll 1 sits on the chair, in the seated pose.
    await user.click(screen.getByRole("radio", { name: p.propKinds.chair }));
    await user.click(screen.getByRole("button", { name: `Sit Doll 1 on ${p.propKinds.chair}` }));
    expect(lastEngine.current?.getScene().dolls[0]?.seat).toBe(0);
    expect(screen.getByRole("button", { name: "Stand Doll 1 up" })).toBeVisible();

    // Removing the chair stands the doll up; undo brings both back.
    await user.click(screen.getByRole("button", { name: `Remove ${p.propKinds.chair}` }));
    expect(props().map((prop) => prop.kind)).toEqual(["cup"]);
    expect(lastEngine.current?.getScene().dolls[0]?.seat).toBeUndefined();
    await user.click(screen.getByRole("button", { name: p.undo }));
    expect(props().map((prop) => prop.kind)).toEqual(["chair", "cup"]);
    expect(lastEngine.current?.getScene().dolls[0]?.seat).toBe(0);
  });

  it("a share link reopens in the render style it was made in", async () => {
    const first = await openEditor();
    await first.user.click(first.tab(first.p.tabExport));
    await first.user.click(screen.getByRole("radio", { name: first.p.ink }));
    expect(lastEngine.current?.getScene().style).toBe("ink");
    await first.user.click(screen.getByRole("button", { name: first.p.copyLink }));
    await waitFor(() =>
      expect(screen.getByTestId("pose-message")).toHaveTextContent(first.p.linkCopied),
    );
    const link = (screen.getByTestId("share-link") as HTMLInputElement).value;
    first.unmount();
    localStorage.clear();
    const opened = await openEditor({ search: new URL(link).search });
    await opened.user.click(opened.tab(opened.p.tabExport));
    expect(screen.getByRole("radio", { name: opened.p.ink })).toBeChecked();
    expect(lastEngine.current?.getScene().style).toBe("ink");
  });

  it("draws a dark stage on a dark page and follows the system's switch", async () => {
    const listeners: (() => void)[] = [];
    const query = {
      matches: true,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: (_: string, listener: () => void) =>
        listeners.splice(listeners.indexOf(listener), 1),
    };
    const matchMedia = vi.spyOn(window, "matchMedia").mockReturnValue(query as never);
    try {
      await openEditor();
      // The stage follows the page in an effect after the doll is ready: wait for it to run.
      await waitFor(() => expect(lastEngine.dark).toBe(true));
      expect(matchMedia).toHaveBeenCalledWith("(prefers-color-scheme: dark)");
      query.matches = false;
      for (const listener of listeners) listener();
      expect(lastEngine.dark).toBe(false);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it("the light panel's slider sets the light, shown in degrees", async () => {
    const { user, p, tab } = await openEditor();
    await user.click(tab(p.tabLight));
    const azimuth = screen.getByRole("slider", { name: p.azimuth });
    fireEvent.change(azimuth, { target: { value: "-60" } });
    expect(azimuth).toHaveAttribute("aria-valuetext", "-60°");
    expect(lastEngine.current?.getScene().light.azimuth).toBe(-60);
  });

  it("copies a share link that opens the same scene", async () => {
    const first = await openEditor();
    await first.user.click(first.tab(first.p.tabBody));
    await first.user.click(screen.getByRole("button", { name: first.p.addDoll }));
    await first.user.click(first.tab(first.p.tabExport));
    await first.user.click(screen.getByRole("button", { name: first.p.copyLink }));
    // The message line is always there; the words come once the clipboard has the link.
    await waitFor(() =>
      expect(screen.getByTestId("pose-message")).toHaveTextContent(first.p.linkCopied),
    );
    const link = (screen.getByTestId("share-link") as HTMLInputElement).value;
    // userEvent's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(link);
    first.unmount();
    localStorage.clear();

    const opened = await openEditor({ search: new URL(link).search });
    await opened.user.click(opened.tab(opened.p.tabBody));
    expect(screen.getByRole("radio", { name: "Doll 2" })).toBeVisible();
  });

  it("a link that does not decode says so politely and opens the default doll", async () => {
    const { user, p, tab } = await openEditor({ search: "?s=not-a-scene" });
    const message = screen.getByTestId("pose-message");
    expect(message).toHaveTextContent(p.badLink);
    expect(message).toHaveAttribute("aria-live", "polite");
    await user.click(tab(p.tabBody));
    expect(screen.getByRole("button", { name: p.removeDoll })).toBeDisabled();
  });

  it("without WebGL: the message in the visitor's language, the drawings and the download links", async () => {
    webgl.supported = false;
    const { m } = await openEditor({ locale: "ja" });
    const notice = await screen.findByTestId("pose-no-webgl");
    expect(notice).toHaveTextContent(m.poseEditor.noWebglTitle);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(m.poseEditor.title);
    const images = document.querySelectorAll("main ol picture img");
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute("alt", m.homeRenders.stepOpen);
    const links = within(screen.getByTestId("pose-download-links")).getAllByRole("link");
    expect(links.length).toBeGreaterThan(1);
    expect(links.at(-1)).toHaveAttribute("href", "/download");
    expect(screen.queryByTestId("pose-canvas")).toBeNull();
  });

  it("hands the pose to Inkdoll AI by its app link, as a QR code on a computer, once the links are set up", async () => {
    const without = await openEditor();
    await without.user.click(without.tab(without.p.tabExport));
    expect(await screen.findByRole("button", { name: without.p.downloadPack })).toBeVisible();
    expect(screen.queryByRole("button", { name: without.p.openInAi })).toBeNull();
    without.unmount();

    const { user, p, tab } = await openEditor({ aiSite: "https://ai.test.inkdoll.example" });
    await user.click(tab(p.tabExport));
    await user.click(await screen.findByRole("button", { name: p.openInAi }));
    const link = (await screen.findByTestId("ai-link")) as HTMLInputElement;
    expect(link.value).toMatch(/^https:\/\/ai\.test\.inkdoll\.example\/open\/pose\?s=.+/);
    // The link holds the scene as it stands: the editor's own share link, on the AI sub-site.
    const scene = new URL(link.value).searchParams.get("s");
    await user.click(screen.getByRole("button", { name: p.copyLink }));
    expect(
      new URL((screen.getByTestId("share-link") as HTMLInputElement).value).searchParams.get("s"),
    ).toBe(scene);
    expect(screen.getByRole("img", { name: p.openInAiQr }).getAttribute("src")).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(screen.getByText(p.openInAiScan)).toBeVisible();
  });

  it("sets the body's build by its sliders, kept in the scene, and resets it", async () => {
    const { user, p, tab } = await openEditor();
    await user.click(tab(p.tabBody));
    const arms = await screen.findByRole("slider", { name: p.buildParts.arms });
    fireEvent.change(arms, { target: { value: "1.12" } });
    await waitFor(() =>
      expect(lastEngine.current?.getScene().dolls[0]?.body.build?.arms).toBe(1.12),
    );
    expect(screen.getByText("112 %")).toBeVisible();
    await user.click(screen.getByRole("button", { name: p.buildReset }));
    await waitFor(() =>
      expect(lastEngine.current?.getScene().dolls[0]?.body).not.toHaveProperty("build"),
    );
    expect(screen.getByRole("button", { name: p.buildReset })).toBeDisabled();
  });
});
