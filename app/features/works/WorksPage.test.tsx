import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TAGS_SHOWN } from "../../../contract/works.ts";
import { renderWithApp } from "../../test/render.tsx";
import { WorksPage } from "./WorksPage.tsx";
import type { WorksData } from "./works.server.ts";

const TAGS = Array.from({ length: TAGS_SHOWN + 2 }, (_, i) => ({
  slug: `tag-${i}`,
  label: `ラベル${i}`,
}));

const data = (tag: string | null): WorksData => ({
  items: [],
  page: 1,
  hasMore: false,
  app: null,
  tag,
  sort: "featured",
  tags: TAGS,
  origin: "https://inkdoll.example",
});

describe("the tag filters of /works", () => {
  it("show the approved tags by their label, the first few, the rest behind More", () => {
    const { m } = renderWithApp(<WorksPage {...data(null)} />, { locale: "ja", route: "/works" });
    const nav = screen.getByRole("navigation", { name: m.worksPage.filterTags });
    expect(within(nav).getByRole("link", { name: "ラベル0" })).toHaveAttribute(
      "href",
      "/works?tag=tag-0",
    );
    expect(within(nav).getByRole("link", { name: m.worksPage.allTags })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const more = nav.querySelector("details");
    expect(more).not.toBeNull();
    expect(more?.open).toBe(false);
    expect(within(nav).getByText(m.worksPage.moreTags)).toBeVisible();
    expect(within(more as HTMLElement).getAllByRole("link", { hidden: true })).toHaveLength(2);
    expect(nav).not.toHaveTextContent("#");
  });

  it("opens More when the tag in effect is behind it", () => {
    const last = TAGS.at(-1)?.slug ?? "";
    renderWithApp(<WorksPage {...data(last)} />, { locale: "ja", route: `/works?tag=${last}` });
    const details = document.querySelector("details");
    expect(details?.open).toBe(true);
    expect(screen.getByRole("link", { name: TAGS.at(-1)?.label })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
