import type { SavedPose } from "../../../contract/saved-pose.ts";
import { dataOf } from "../../lib/envelope.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction } from "../../lib/use-form.ts";
import { errorOf, galleryApi } from "./gallery-api.ts";

/**
 * A pose's public link, as it stands: not shared (with "Share"), or shared with the link, its copy
 * button and "Stop sharing" together. The server derives the link again on any device
 * (`sharePath`); a link made before that could be is replaced by "Make a new link".
 */
export function ShareControls({
  pose,
  onChange,
}: {
  pose: SavedPose;
  onChange: (pose: SavedPose) => void;
}) {
  const m = useMessages().galleryPage;
  const { busy, run } = useAction();
  const url =
    pose.shared && pose.sharePath && typeof window !== "undefined"
      ? `${window.location.origin}${pose.sharePath}`
      : null;

  async function share() {
    const response = await run(() => galleryApi.share(pose.id));
    const made = response && dataOf(response);
    if (!made) return showToast(m.errors[errorOf(response)], { icon: "error" });
    onChange(made.pose);
  }

  async function stop() {
    const response = await run(() => galleryApi.unshare(pose.id));
    const updated = response && dataOf(response);
    if (!updated) return showToast(m.errors[errorOf(response)], { icon: "error" });
    onChange(updated);
    showToast(m.stopped, { icon: "success" });
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast(m.copied, { icon: "success" });
    } catch {
      showToast(m.errors.generic, { icon: "error" });
    }
  }

  if (!pose.shared) {
    return (
      <div className="flex w-full flex-wrap items-center gap-2">
        <span className="text-sm text-muted" data-testid="share-state">
          {m.notShared}
        </span>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={share}>
          {m.share}
        </button>
      </div>
    );
  }
  return (
    <div className="grid w-full gap-2 rounded-md border-2 border-fg p-2">
      {url ? (
        <label className="grid gap-1 text-sm font-bold">
          {m.linkLabel}
          <input
            className="field-input text-sm"
            readOnly
            value={url}
            data-testid="share-url"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
      <p className="text-xs text-muted">{m.linkHint}</p>
      <div className="flex flex-wrap gap-2">
        {url ? (
          <button type="button" className="btn btn-secondary" onClick={copy}>
            {m.copyLink}
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={share}>
            {m.newLink}
          </button>
        )}
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={stop}>
          {m.stopSharing}
        </button>
      </div>
    </div>
  );
}
