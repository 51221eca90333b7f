import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Code } from "../../../../contract/codes.ts";
import { fail, ok } from "../../../../contract/envelope.ts";
import type { ReleaseRecord } from "../../../../contract/releases.ts";
import { deferred, type FakeApi, renderWithApp } from "../../../test/render.tsx";
import { ReleaseForm } from "./ReleaseForm.tsx";

/** What the form sends for the draft below. */
const BODY = {
  app: "doll",
  channel: "huawei",
  version: "4.9.0",
  releasedOn: "2026-12-01",
  minOs: "8.0",
  url: "https://appgallery.huawei.com/app/C1",
  fileSize: null,
  sha256: null,
  notes: { en_us: "- Search the **pose library** by mood." },
} satisfies Partial<ReleaseRecord>;

const SAVED: ReleaseRecord = {
  id: 31,
  ...BODY,
  platform: "android",
  status: "draft",
  publishedAt: null,
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
  return { ...app, r, form, field, onSaved, onCancel };
}

describe("the release form", () => {
  it("opens with focus on its heading", () => {
    const { r } = renderForm();
    expect(screen.getByRole("heading", { name: r.creating })).toHaveFocus();
  });

  it("refuses before sending, naming each field, with focus on the first", async () => {
    const { user, r, form, field, calls } = renderForm();
    await user.selectOptions(field(r.channel), "huawei");
    await user.type(field(r.minOs), "8.0");
    await user.type(field(r.url), "http://appgallery.huawei.com/app/C1");
    await user.click(form.getByRole("button", { name: r.save }));
    expect(field(r.version)).toHaveAccessibleDescription(`${r.versionHint} ${r.problems.required}`);
    expect(field(r.url)).toHaveAccessibleDescription(`${r.urlHint} ${r.problems.format}`);
    expect(field(`${r.notes} · ${r.languages.en_us}`)).toHaveAttribute("aria-invalid", "true");
    expect(field(r.minOs)).not.toHaveAttribute("aria-invalid");
    expect(field(r.version)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("asks for the file size and checksum only on an APK channel", async () => {
    const { user, r, form } = renderForm();
    expect(form.queryByLabelText(r.fileSize)).toBeNull();
    await user.selectOptions(form.getByLabelText(r.channel), "apk");
    expect(form.getByLabelText(r.fileSize)).toBeVisible();
    expect(form.getByLabelText(r.sha256)).toBeVisible();
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

  it("is busy while saving, then hands the saved draft over", async () => {
    const reply = deferred<ReturnType<typeof ok<ReleaseRecord>>>();
    const { user, r, form, field, callsTo, onSaved } = renderForm({
      "POST /admin/releases": () => reply.promise,
    });
    await user.selectOptions(field(r.channel), "huawei");
    await user.type(field(r.version), "4.9.0");
    await user.clear(field(r.releasedOn));
    await user.type(field(r.releasedOn), "2026-12-01");
    await user.type(field(r.minOs), "8.0");
    await user.type(field(r.url), "https://appgallery.huawei.com/app/C1");
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

  it("shows the server's refusals where they belong", async () => {
    const { user, r, form, field } = renderForm(
      {
        "POST /admin/releases/31": [
          fail(Code.conflict, "version exists", { reason: "release_exists" } as never),
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
    expect(
      screen.getByRole("heading", { name: "Edit 4.9.0 on Huawei AppGallery (Android)" }),
    ).toBeVisible();
    const save = form.getByRole("button", { name: r.saveChanges });
    await user.click(save);
    await waitFor(() => expect(field(r.version)).toHaveFocus());
    expect(field(r.version)).toHaveAccessibleDescription(`${r.versionHint} ${r.problems.exists}`);

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
