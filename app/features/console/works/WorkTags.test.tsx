import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Code } from "../../../../contract/codes.ts";
import { fail, ok } from "../../../../contract/envelope.ts";
import { LANGUAGE_NAMES } from "../../../../contract/language.ts";
import type { StaffMe } from "../../../../contract/permissions.ts";
import type { ModerationTag } from "../../../../contract/works.ts";
import { format } from "../../../lib/i18n.tsx";
import { renderWithApp } from "../../../test/render.tsx";
import { WorkTags } from "./WorkTags.tsx";

const MODERATOR: StaffMe = {
  userId: 3,
  email: "mod@example.com",
  nickname: "Mod",
  role: "moderator",
  permissions: ["moderate:work"],
};
const tag = (slug: string, change: Partial<ModerationTag> = {}): ModerationTag => ({
  slug,
  state: "pending",
  labels: {},
  works: 3,
  publicWorks: 2,
  ...change,
});
const LABELS = {
  "en-US": "Ink",
  "zh-CN": "墨线",
  "zh-HK": "墨線",
  ja: "インク",
  ko: "잉크",
  es: "Tinta",
};

describe("the console's tags", () => {
  it("approves an undecided tag only with a label in every language", async () => {
    const { user, cm, callsTo } = renderWithApp(<WorkTags />, {
      route: "/admin/works",
      staff: MODERATOR,
      fetch: {
        "GET /admin/works/tags": [
          ok([tag("ink"), tag("lol"), tag("dance", { state: "approved", labels: LABELS })]),
          ok([tag("lol"), tag("ink", { state: "approved", labels: LABELS })]),
        ],
        "POST /admin/works/tags/ink": [
          fail(Code.badRequest, "labels.ko: is required", {
            reason: "invalid_input",
            field: "labels.ko",
          }),
          ok(tag("ink", { state: "approved", labels: LABELS })),
        ],
      },
    });
    const t = cm.workTags;
    const card = await screen.findByRole("form", { name: "#ink" });
    expect(screen.queryByRole("form", { name: "#dance" })).toBeNull();
    expect(within(card).getByText(format(t.uses, { works: 3, public: 2 }))).toBeVisible();
    const label = (locale: keyof typeof LABELS) =>
      within(card).getByLabelText(format(t.label, { language: LANGUAGE_NAMES[locale] }));
    await user.type(label("en-US"), "Ink");
    await user.click(within(card).getByRole("button", { name: t.approve }));
    expect(label("ja")).toHaveAccessibleDescription(t.problems.required);
    expect(callsTo("POST /admin/works/tags/ink")).toEqual([]);
    for (const [locale, text] of Object.entries(LABELS)) {
      if (locale === "en-US") continue;
      await user.click(label(locale as keyof typeof LABELS));
      await user.paste(text);
    }
    // The server's refusal lands on the field it names.
    await user.click(within(card).getByRole("button", { name: t.approve }));
    expect(await within(card).findByText(t.problems.required)).toBeVisible();
    await user.click(within(card).getByRole("button", { name: t.approve }));
    expect(callsTo("POST /admin/works/tags/ink").at(-1)?.body).toEqual({
      state: "approved",
      labels: LABELS,
    });
    await screen.findByRole("form", { name: "#lol" });
    expect(screen.queryByRole("form", { name: "#ink" })).toBeNull();
  });

  it("rejects a junk tag without asking for labels", async () => {
    const { user, cm, callsTo } = renderWithApp(<WorkTags />, {
      route: "/admin/works",
      staff: MODERATOR,
      fetch: {
        "GET /admin/works/tags": [ok([tag("lol")]), ok([tag("lol", { state: "rejected" })])],
        "POST /admin/works/tags/lol": ok(tag("lol", { state: "rejected" })),
      },
    });
    const card = await screen.findByRole("form", { name: "#lol" });
    await user.click(within(card).getByRole("button", { name: cm.workTags.reject }));
    expect(callsTo("POST /admin/works/tags/lol")[0]?.body).toMatchObject({ state: "rejected" });
    expect(await screen.findByText(cm.workTags.empty)).toBeVisible();
    await user.click(screen.getByRole("button", { name: cm.workTags.states.rejected }));
    expect(screen.getByRole("form", { name: "#lol" })).toBeVisible();
  });
});
