import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { SavedPose } from "../../../contract/saved-pose.ts";
import { renderWithApp } from "../../test/render.tsx";
import { ShareControls } from "./ShareControls.tsx";

const POSE: SavedPose = {
  id: "p1",
  name: "Dance turn",
  scene: {
    v: 1,
    dolls: [],
    camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
  } as never,
  version: 1,
  createdAt: "2026-12-01T00:00:00Z",
  updatedAt: "2026-12-01T00:00:00Z",
  deletedAt: null,
  thumbnailUrl: null,
  shared: false,
  sharePath: null,
  deleted: false,
};
const PATH = `/shared/${"a".repeat(43)}`;
const ok = (data: unknown) => ({ code: 200, msg: "ok", data });

/** The controls as the gallery card holds them: the card keeps the pose the server answered. */
function Card({ initial }: { initial: SavedPose }) {
  const [pose, setPose] = useState(initial);
  return <ShareControls pose={pose} onChange={setPose} />;
}

describe("a saved pose's share block", () => {
  it("says 'Not shared' beside Share; once shared it shows the link, Copy and Stop together", async () => {
    const { user, m } = renderWithApp(<Card initial={POSE} />, {
      fetch: {
        "POST /pose/p1/share": ok({
          token: "a".repeat(43),
          path: PATH,
          pose: { ...POSE, shared: true, sharePath: PATH },
        }),
        "POST /pose/p1/unshare": ok(POSE),
      },
    });
    const t = m.galleryPage;
    expect(screen.getByText(t.notShared)).toBeVisible();
    expect(screen.queryByRole("button", { name: t.stopSharing })).toBeNull();

    await user.click(screen.getByRole("button", { name: t.share }));
    expect(await screen.findByRole("textbox", { name: t.linkLabel })).toHaveValue(
      `${window.location.origin}${PATH}`,
    );
    expect(screen.getByRole("button", { name: t.copyLink })).toBeVisible();
    expect(screen.queryByText(t.notShared)).toBeNull();

    await user.click(screen.getByRole("button", { name: t.stopSharing }));
    expect(await screen.findByText(t.notShared)).toBeVisible();
    expect(screen.queryByRole("textbox", { name: t.linkLabel })).toBeNull();
  });

  it("shows a shared pose's link on first render, on any device, with no button press", () => {
    const { m } = renderWithApp(<Card initial={{ ...POSE, shared: true, sharePath: PATH }} />);
    const t = m.galleryPage;
    expect(screen.getByRole("textbox", { name: t.linkLabel })).toHaveValue(
      `${window.location.origin}${PATH}`,
    );
    expect(screen.getByRole("button", { name: t.copyLink })).toBeVisible();
    expect(screen.getByRole("button", { name: t.stopSharing })).toBeVisible();
    expect(screen.queryByRole("button", { name: t.newLink })).toBeNull();
  });

  it("offers a new link for a link older than derivable tokens, which cannot be shown", () => {
    const { m } = renderWithApp(<Card initial={{ ...POSE, shared: true, sharePath: null }} />);
    const t = m.galleryPage;
    expect(screen.queryByRole("textbox", { name: t.linkLabel })).toBeNull();
    expect(screen.getByRole("button", { name: t.newLink })).toBeVisible();
    expect(screen.getByRole("button", { name: t.stopSharing })).toBeVisible();
  });
});
