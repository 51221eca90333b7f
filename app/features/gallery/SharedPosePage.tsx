import { useParams } from "react-router";
import type { SharedPose } from "../../../contract/saved-pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useResource } from "../../lib/use-resource.ts";
import { dollLink, galleryApi } from "./gallery-api.ts";
import { SaveToGallery } from "./SaveToGallery.tsx";

/** The shared picture as a Blob, so a copy saved from here keeps it. */
function thumbnailOf(url: string | null) {
  if (!url) return undefined;
  return () =>
    fetch(url)
      .then((response) => (response.ok ? response.blob() : null))
      .catch(() => null);
}

type State =
  | { kind: "loading" }
  | { kind: "ok"; pose: SharedPose }
  | { kind: "gone" | "missing" | "failed" };

/**
 * /shared/:token: a pose someone shared, read-only. "Open a copy" carries the scene in the link,
 * so the viewer edits their own copy in the doll; the owner's pose is never touched.
 */
export function SharedPosePage() {
  const m = useMessages();
  const t = m.galleryPage.sharedPage;
  const site = useRootData()?.siteName ?? "Inkdoll";
  const { token = "" } = useParams();
  const hydrated = useHydrated();

  // Read once hydrated: the server page is the loading line, so the two renders agree.
  const shared = useResource(() => galleryApi.shared(token), hydrated ? token : null);
  const state: State = shared.failed
    ? {
        kind:
          shared.reason === "gone"
            ? "gone"
            : shared.reason === "not_found" || shared.reason === "invalid_input"
              ? "missing"
              : "failed",
      }
    : shared.data
      ? { kind: "ok", pose: shared.data }
      : { kind: "loading" };

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {state.kind === "loading" ? <p role="status">{t.loading}</p> : null}
      {state.kind === "ok" ? (
        <article className="grid gap-4" data-testid="shared-pose">
          <h1 className="break-words text-4xl font-black leading-tight sm:text-5xl">
            {state.pose.name}
          </h1>
          <p className="max-w-prose text-lg text-muted">{format(t.lead, { site })}</p>
          {state.pose.thumbnailUrl ? (
            <img
              src={state.pose.thumbnailUrl}
              alt=""
              width={256}
              height={256}
              className="ink-panel aspect-square w-64 max-w-full object-contain"
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <a href={dollLink(state.pose.scene)} className="btn btn-primary">
              {t.open}
            </a>
            <SaveToGallery
              getScene={() => state.pose.scene}
              getThumbnail={thumbnailOf(state.pose.thumbnailUrl)}
              defaultName={state.pose.name}
            />
          </div>
        </article>
      ) : null}
      {state.kind === "gone" || state.kind === "missing" ? (
        <div className="grid gap-3" data-testid={`shared-${state.kind}`}>
          <h1 className="text-4xl font-black leading-tight">
            {state.kind === "gone" ? t.goneTitle : t.missingTitle}
          </h1>
          <p className="text-lg">{state.kind === "gone" ? t.goneBody : t.missingBody}</p>
        </div>
      ) : null}
      {state.kind === "failed" ? (
        <div className="grid gap-3">
          <h1 className="text-4xl font-black leading-tight">{m.pageTitle.sharedPose}</h1>
          <p role="alert">{t.failed}</p>
        </div>
      ) : null}
    </main>
  );
}
