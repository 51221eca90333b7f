import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Code } from "../../../../contract/codes.ts";
import { fail, ok } from "../../../../contract/envelope.ts";
import type { ReleaseChannel, ReleaseRecord } from "../../../../contract/releases.ts";
import { deferred, type FakeApi, renderWithApp } from "../../../test/render.tsx";
import { ReleaseForm } from "./ReleaseForm.tsx";

const HUAWEI = { minOs: "8.0", url: "https://appgallery.huawei.com/app/C1" };
const APK = { minOs: "8.0", url: "https://dl.inkdoll.example/inkdoll-4.9.0.apk" };
const SHA = "ab".repeat(32);

/** What the form sends for the draft below. */
const BODY = {
  app: "doll",
  version: "4.9.0",
  releasedOn: "2026-12-01",
  channels: {
    apk: { ...APK, fileSize: 190_000_000, sha256: SHA, available: true },
    huawei: { ...HUAWEI, fileSize: null, sha256: null, available: true },
  },
  notes: { en_us: "- Search the **pose library** by mood." },
};

const SAVED: ReleaseRecord = {
  id: 31,
  app: "doll",
  version: "4.9.0",
  releasedOn: "2026-12-01",
  notes: BODY.notes,
  channels: [
    { channel: "apk", platform: "android", ...BODY.channels.apk },
    { channel: "huawei", platform: "android", ...BODY.channels.huawei },
  ],
  status: "published",
  publishedAt: "2026-12-01T10:00:00.000Z",
  editedAt: null,
  revision: 1,
  updatedAt: "2026-12-01T10:00:00.000Z",
};

function renderForm(fetch: FakeApi = {}, record: ReleaseRecord | null = null) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const app = renderWithApp(
    <ReleaseForm record={record} app="doll" onSaved={onSaved} onCancel={onCancel} />,
    { route: "/admin/releases", console: true, fetch },
  );
  const r = app.cm.releases;
  const form = within(screen.getByTestId("release-form"));
  const field = (label: string) => form.getByLabelText(label, { exact: true });
  /** The fields of one channel, inside its group. */
  const channel = (name: ReleaseChannel) => {
    const group = within(form.getByRole("group", { name: r.channels[name] }));
    return {
      ...group,
      field: (label: string) => group.getByLabelText(label, { exact: true }),
      tick: () => group.getByRole("checkbox", { name: r.inRelease }),
      live: () => group.getByRole("checkbox", { name: r.live }),
    };
  };
  return { ...app, r, form, field, channel, onSaved, onCancel };
}

describe("the release form", () => {
  it("opens with focus on its heading", () => {
    const { r } = renderForm();
    expect(screen.getByRole("heading", { name: r.creating })).toHaveFocus();
  });

  it("refuses before sending, naming each field, with focus on the first", async () => {
    const { user, r, form, field, channel, calls } = renderForm();
    await user.click(form.getByRole("button", { name: r.save }));
    // Nothing ticked: the first channel's tick says so and has focus after the version.
    expect(channel("appstore").tick()).toHaveAccessibleDescription(r.problems.no_channel);
    expect(field(r.version)).toHaveFocus();

    await user.click(channel("huawei").tick());
    expect(channel("appstore").tick()).not.toHaveAttribute("aria-invalid");
    const huawei = channel("huawei");
    await user.type(huawei.field(r.minOs), "8.0");
    await user.type(huawei.field(r.url), "http://appgallery.huawei.com/app/C1");
    await user.click(form.getByRole("button", { name: r.save }));
    expect(field(r.version)).toHaveAccessibleDescription(`${r.versionHint} ${r.problems.required}`);
    expect(huawei.field(r.url)).toHaveAccessibleDescription(`${r.urlHint} ${r.problems.format}`);
    expect(field(`${r.notes} · ${r.languages.en_us}`)).toHaveAttribute("aria-invalid", "true");
    expect(huawei.field(r.minOs)).not.toHaveAttribute("aria-invalid");
    expect(field(r.version)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("shows a channel's build only when ticked, the file size and checksum only for an APK", async () => {
    const { user, r, channel } = renderForm();
    expect(channel("appstore").queryByLabelText(r.url)).toBeNull();
    await user.click(channel("appstore").tick());
    expect(channel("appstore").field(r.url)).toBeVisible();
    expect(channel("appstore").queryByLabelText(r.fileSize)).toBeNull();
    expect(channel("appstore").live()).toBeChecked();
    await user.click(channel("apk").tick());
    expect(channel("apk").field(r.fileSize)).toBeVisible();
    expect(channel("apk").field(r.sha256)).toBeVisible();
  });

  it("keeps the notes per language, marks the missing ones and previews the chosen one", async () => {
    const { user, r, form, field, callsTo } = renderForm({
      "POST /admin/releases/preview": ok({
        html: "<ul><li>気分で探せる<strong>ポーズライブラリ</strong>。</li></ul>",
      }),
    });
    const language = field(r.notesLanguage);
    expect(
      within(language).getByRole("option", { name: `${r.languages.ja_jp} (${r.missing})` }),
    ).toBeDefined();
    await user.type(field(`${r.notes} · ${r.languages.en_us}`), "- Search by mood.");
    await user.selectOptions(language, "ja_jp");
    const japanese = field(`${r.notes} · ${r.languages.ja_jp}`);
    expect(japanese).toHaveValue("");
    expect(japanese).toHaveAttribute("lang", "ja-jp");
    await user.type(japanese, "- 気分で探せる**ポーズライブラリ**。");
    expect(within(language).getByRole("option", { name: r.languages.ja_jp })).toBeDefined();

    await user.click(form.getByRole("button", { name: r.preview }));
    const preview = await screen.findByTestId("release-preview");
    expect(within(preview).getByRole("heading")).toHaveTextContent(
      r.previewTitle.replace("{language}", r.languages.ja_jp),
    );
    expect(preview.querySelector("strong")).toHaveTextContent("ポーズライブラリ");
    expect(callsTo("POST /admin/releases/preview")[0]?.body).toEqual({
      markdown: "- 気分で探せる**ポーズライブラリ**。",
    });

    // Back in English, the English notes were kept.
    await user.selectOptions(language, "en_us");
    expect(field(`${r.notes} · ${r.languages.en_us}`)).toHaveValue("- Search by mood.");
  });

  it("names a missing English text while another language is shown", async () => {
    const { user, r, form, field } = renderForm();
    await user.selectOptions(field(r.notesLanguage), "ko_kr");
    await user.click(form.getByRole("button", { name: r.save }));
    expect(form.getByText(`${r.languages.en_us}: ${r.problems.required}`)).toBeVisible();
  });

  it("is busy while saving, then hands the saved draft over with one build per ticked channel", async () => {
    const reply = deferred<ReturnType<typeof ok<ReleaseRecord>>>();
    const { user, r, form, field, channel, callsTo, onSaved } = renderForm({
      "POST /admin/releases": () => reply.promise,
    });
    await user.type(field(r.version), "4.9.0");
    await user.clear(field(r.releasedOn));
    await user.type(field(r.releasedOn), "2026-12-01");
    await user.click(channel("huawei").tick());
    await user.type(channel("huawei").field(r.minOs), HUAWEI.minOs);
    await user.type(channel("huawei").field(r.url), HUAWEI.url);
    await user.click(channel("apk").tick());
    await user.type(channel("apk").field(r.minOs), APK.minOs);
    await user.type(channel("apk").field(r.url), APK.url);
    await user.type(channel("apk").field(r.fileSize), "190000000");
    await user.click(channel("apk").field(r.sha256));
    await user.paste(SHA);
    // A channel ticked and unticked again is not part of the release.
    await user.click(channel("googleplay").tick());
    await user.click(channel("googleplay").tick());
    await user.type(
      field(`${r.notes} · ${r.languages.en_us}`),
      "- Search the **pose library** by mood.",
    );
    await user.click(form.getByRole("button", { name: r.save }));
    expect(form.getByRole("button", { name: r.save })).toBeDisabled();
    expect(callsTo("POST /admin/releases")[0]?.body).toEqual(BODY);
    reply.resolve(ok(SAVED));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
  });

  it("switches one channel off and takes another out of a published release", async () => {
    const { user, r, form, channel, callsTo } = renderForm(
      { "POST /admin/releases/31": ok({ ...SAVED, revision: 2 }) },
      SAVED,
    );
    expect(channel("apk").tick()).toBeChecked();
    expect(channel("huawei").field(r.url)).toHaveValue(HUAWEI.url);
    await user.click(channel("apk").live());
    await user.click(channel("huawei").tick());
    await user.click(form.getByRole("button", { name: r.saveChanges }));
    await waitFor(() => expect(callsTo("POST /admin/releases/31")).toHaveLength(1));
    expect(callsTo("POST /admin/releases/31")[0]?.body).toEqual({
      ...BODY,
      channels: { apk: { ...BODY.channels.apk, available: false } },
      revision: 1,
    });
  });

  it("shows the server's refusals where they belong", async () => {
    const { user, r, form, field, channel } = renderForm(
      {
        "POST /admin/releases/31": [
          fail(Code.conflict, "version exists", { reason: "release_exists" } as never),
          fail(Code.badRequest, "channels.apk.sha256: must be 64 hexadecimal digits", {
            reason: "invalid_input",
            field: "channels.apk.sha256",
            problem: "format",
          }),
          fail(Code.badRequest, "notes.ja_jp: too long", {
            reason: "invalid_input",
            field: "notes.ja_jp",
            problem: "too_long",
          }),
          fail(Code.conflict, "stale revision"),
        ],
      },
      { ...SAVED, notes: { ...SAVED.notes, ja_jp: "長い" } },
    );
    expect(screen.getByRole("heading", { name: "Edit 4.9.0" })).toBeVisible();
    const save = form.getByRole("button", { name: r.saveChanges });
    await user.click(save);
    await waitFor(() => expect(field(r.version)).toHaveFocus());
    expect(field(r.version)).toHaveAccessibleDescription(`${r.versionHint} ${r.problems.exists}`);

    await user.click(save);
    const sha = channel("apk").field(r.sha256);
    await waitFor(() => expect(sha).toHaveFocus());
    expect(sha).toHaveAccessibleDescription(`${r.sha256Hint} ${r.problems.format}`);

    await user.selectOptions(field(r.notesLanguage), "ja_jp");
    await user.click(save);
    const japanese = field(`${r.notes} · ${r.languages.ja_jp}`);
    await waitFor(() =>
      expect(japanese).toHaveAccessibleDescription(`${r.notesHint} ${r.problems.too_long}`),
    );
    expect(japanese).toHaveFocus();

    await user.click(save);
    expect(await form.findByRole("alert")).toHaveTextContent(r.problems.conflict);
  });
});
