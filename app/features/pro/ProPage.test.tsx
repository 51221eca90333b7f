import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProPrice } from "../../../contract/pro.ts";
import { format } from "../../lib/i18n.tsx";
import { renderWithApp } from "../../test/render.tsx";
import { ProPage } from "./ProPage.tsx";

const price = (plan: "monthly" | "yearly", amount: number): ProPrice => ({
  app: "doll",
  plan,
  region: "JP",
  currency: "JPY",
  amount,
  since: "2026-11-01T00:00:00.000Z",
});

/** As the loader formats the configured marketing figures (ja). */
const FIGURES = { pro: "50+", assets: "30万+", dolls: "30+" };

describe("/pro", () => {
  it("compares free and Pro as a table, and shows the region's prices in the visitor's language", () => {
    const { m } = renderWithApp(
      <ProPage
        region="JP"
        regions={["JP", "US"]}
        prices={[price("monthly", 600), price("yearly", 6000)]}
        figures={FIGURES}
      />,
      { locale: "ja", route: "/pro" },
    );
    const p = m.proPage;
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([p.feature, p.free, p.pro]);
    const assets = within(table).getByRole("row", { name: new RegExp(p.rows.assets.feature) });
    expect(
      within(assets)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([p.rows.assets.free, format(p.rows.assets.pro, FIGURES)]);
    // The figures are the configured ones the home page shows, not fixed in the words.
    expect(screen.getByText(format(p.lead, FIGURES))).toBeVisible();
    expect(screen.getByText("￥600")).toBeVisible();
    expect(screen.getByText("￥6,000")).toBeVisible();
    expect(screen.getByRole("combobox", { name: p.region })).toHaveValue("JP");
    expect(screen.getByRole("option", { name: "日本" })).toBeInTheDocument();
  });

  it("says where no price is entered, and when the region is unknown", () => {
    const { m, unmount } = renderWithApp(
      <ProPage region="DE" regions={["JP"]} prices={[]} figures={FIGURES} />,
      {
        route: "/pro",
      },
    );
    expect(screen.getByText(format(m.proPage.noPrice, { region: "Germany" }))).toBeVisible();
    unmount();
    renderWithApp(<ProPage region="" regions={[]} prices={[]} figures={FIGURES} />, {
      route: "/pro",
    });
    expect(screen.getByText(m.proPage.noRegion)).toBeVisible();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
