import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { AppCard } from "./AppDownloads.tsx";
import type { AppDownload } from "./download.server.ts";

/** Brush as a tester left it (issue 31): 2.4.0 live on the App Store, Android still on 2.3.1. */
function brush(ios: string, android: string): AppDownload {
  const link = (channel: string, platform: "ios" | "android", version: string) => ({
    platform,
    channel,
    url: `https://store.example/${channel}`,
    global: true,
    china: channel === "apk",
    version,
  });
  const facts = { releasedLabel: "Nov 1, 2026", notesHtml: "", notesLanguage: "en_us" as const };
  return {
    app: "brush",
    version: ios,
    links: [
      link("appstore", "ios", ios),
      link("googleplay", "android", android),
      link("apk", "android", android),
    ],
    versions: { [ios]: facts, [android]: facts },
    apk: { size: "96.0", sha256: "ab".repeat(32), version: android },
    minIos: "15.0",
    minAndroid: "8.0",
  };
}

describe("a download card's versions", () => {
  it("labels the version the visitor's phone gets, and each button its own where they differ", () => {
    renderWithApp(<AppCard data={brush("2.4.0", "2.3.1")} platform="ios" isChina={false} />);
    const card = screen.getByTestId("app-brush");
    expect(within(card).getByTestId("version-label-brush")).toHaveTextContent("Version 2.4.0");
    const version = (channel: string) =>
      card.querySelector(`a[data-channel="${channel}"] [data-testid="button-version"]`)
        ?.textContent;
    expect(version("appstore")).toBe("2.4.0");
    expect(version("googleplay")).toBe("2.3.1");
    expect(version("apk")).toBe("2.3.1");
    // The checksum is the APK's, and says which version that is.
    expect(within(card).getByText(/APK file: 96\.0 MB · Version 2\.3\.1/)).toBeVisible();
  });

  it("an Android visitor's label is Android's version", () => {
    renderWithApp(<AppCard data={brush("2.4.0", "2.3.1")} platform="android" isChina={false} />);
    expect(screen.getByTestId("version-label-brush")).toHaveTextContent("Version 2.3.1");
  });

  it("says no version on the buttons when every channel has the same one", () => {
    renderWithApp(<AppCard data={brush("2.3.1", "2.3.1")} platform="ios" isChina={false} />);
    expect(screen.queryAllByTestId("button-version")).toEqual([]);
    expect(screen.getByText("APK file: 96.0 MB")).toBeVisible();
  });
});
