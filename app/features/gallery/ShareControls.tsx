import { useState } from "react";
import type { SavedPose } from "../../../contract/saved-pose.ts";
import { dataOf } from "../../lib/envelope.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction } from "../../lib/use-form.ts";
import { errorOf, galleryApi } from "./gallery-api.ts";
import { knownLink, rememberLink } from "./links.ts";

/** Share as a public read-only link: make one, copy it, stop sharing. */
export function ShareControls({
  pose,
  onChange,
}: {
  pose: SavedPose;
  onChange: (pose: SavedPose) => void;
}) {
  const m = useMessages().galleryPage;
  const { busy, run } = useAction();
  const [path, setPath] = useState<string | null>(() => (pose.shared ? knownLink(pose.id) : null));
  const url = path && typeof window !== "undefined" ? `${window.location.origin}${path}` : null;

  async function share() {
    const response = await run(() => galleryApi.share(pose.id));
    const made = response && dataOf(response);
    if (!made) return showToast(m.errors[errorOf(response)], { icon: "error" });
    rememberLink(pose.id, made.path);
    setPath(made.path);
    onChange(made.pose);
  }

  async function stop() {
    const response = await run(() => galleryApi.unshare(pose.id));
    const updated = response && dataOf(response);
    if (!updated) return showToast(m.errors[errorOf(response)], { icon: "error" });
    rememberLink(pose.id, null);
    setPath(null);
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
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={share}>
        {m.share}
      </button>
    );
  }
  return (
    <div className="grid w-full gap-2 rounded-md border-2 border-fg p-2">
      {url ? (
        <label className="grid gap-1 text-sm font-bold">
          {m.linkLabel}
          <input className="field-input text-sm" readOnly value={url} data-testid="share-url" />
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
