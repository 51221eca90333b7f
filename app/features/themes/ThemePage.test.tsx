import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { themeThumbs } from "../../../contract/themes.ts";
import { renderWithApp } from "../../test/render.tsx";
import { ThemePage } from "./ThemePage.tsx";

const SUBSITES = {
  ai: "https://ai.inkdoll.example",
  brush: "https://brush.inkdoll.example",
  create: "https://create.inkdoll.example",
  doll: "https://doll.inkdoll.example",
};
const props = {
  theme: {
    slug: "dance",
    title: "Dance",
    description: "Leaps and turns.",
    tags: [],
    cover: "leap",
    coverThumbs: themeThumbs("dance", "leap"),
    poseCount: 1,
    updatedAt: "2026-11-01T00:00:00.000Z",
  },
  poses: [{ id: "leap", name: "Leap", thumbs: themeThumbs("dance", "leap"), link: "/pose?s=abc" }],
  subsites: SUBSITES,
};

describe("a theme's 'Open in the app'", () => {
  it("is the app link on the Doll sub-site once the apps are configured", () => {
    const { m } = renderWithApp(<ThemePage {...props} appLinks />, { route: "/themes/dance" });
    expect(screen.getByRole("link", { name: m.themesPage.openInApp })).toHaveAttribute(
      "href",
      "https://doll.inkdoll.example/open/pose?s=abc",
    );
    expect(screen.getByRole("link", { name: m.themesPage.openInDoll })).toHaveAttribute(
      "href",
      "/pose?s=abc",
    );
  });

  it("is not offered before, where it could only be a web page", () => {
    const { m } = renderWithApp(<ThemePage {...props} appLinks={false} />, {
      route: "/themes/dance",
    });
    expect(screen.queryByRole("link", { name: m.themesPage.openInApp })).toBeNull();
  });
});
