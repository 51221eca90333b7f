import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { SavedPose } from "../../../contract/saved-pose.ts";
import type { UserInfo } from "../../../contract/user.ts";
import { FormAlert } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction } from "../../lib/use-form.ts";
import { useResource } from "../../lib/use-resource.ts";
import { RequireUser } from "../../platform/login/RequireUser.tsx";
import { FloatingNotice } from "./FloatingNotice.tsx";
import { errorOf, galleryApi } from "./gallery-api.ts";
import { PoseCard } from "./PoseCard.tsx";

/** How long a deleted pose can be brought back from the notice (the server keeps it 30 days). */
export const UNDO_MS = 8000;

/**
 * /gallery: the account's saved poses, newest first. `children` is what the route shows below
 * them for the same user (My works), so gallery/ needs nothing from works/.
 */
export function GalleryPage({ children }: { children?: (user: UserInfo) => ReactNode }) {
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-black leading-tight sm:text-5xl">{m.pageTitle.gallery}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{m.galleryPage.lead}</p>
      <RequireUser reason={m.galleryPage.loginReason} className="mt-8 grid max-w-xl gap-4">
        {(user) => (
          <>
            <Gallery user={user} />
            {children?.(user)}
          </>
        )}
      </RequireUser>
    </main>
  );
}

type Undo = { pose: SavedPose; at: number };

function Gallery({ user }: { user: UserInfo }) {
  const m = useMessages().galleryPage;
  const first = useResource(() => galleryApi.list(), user.id);
  const [poses, setPoses] = useState<SavedPose[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [undo, setUndo] = useState<Undo | null>(null);
  const more = useAction();

  useEffect(() => {
    if (!first.data) return;
    setPoses(first.data.items.filter((p): p is SavedPose => !p.deleted));
    setCursor(first.data.nextCursor);
  }, [first.data]);

  const replace = useCallback((pose: SavedPose) => {
    setPoses((list) => list?.map((p) => (p.id === pose.id ? pose : p)) ?? list);
  }, []);

  async function loadMore() {
    const response = await more.run(() => galleryApi.list(cursor));
    const page = response && dataOf(response);
    if (!page) return showToast(m.errors[errorOf(response)], { icon: "error" });
    const fresh = page.items.filter((p): p is SavedPose => !p.deleted);
    setPoses((list) => [
      ...(list ?? []),
      ...fresh.filter((p) => !list?.some((q) => q.id === p.id)),
    ]);
    setCursor(page.nextCursor);
  }

  async function duplicate(pose: SavedPose) {
    const response = await galleryApi.duplicate(pose, copyName(m.copyOf, pose.name));
    const copy = dataOf(response);
    if (!copy) return void showToast(m.errors[errorOf(response)], { icon: "error" });
    setPoses((list) => [copy, ...(list ?? [])]);
    showToast(m.duplicated, { icon: "success" });
  }

  async function remove(pose: SavedPose) {
    const response = await galleryApi.remove(pose);
    const gone = dataOf(response);
    if (!gone) return void showToast(m.errors[errorOf(response)], { icon: "error" });
    setPoses((list) => list?.filter((p) => p.id !== pose.id) ?? list);
    setUndo({ pose, at: Date.now() });
  }

  const undoAction = useAction();
  async function restore(pose: SavedPose) {
    const response = await undoAction.run(() => galleryApi.restore(pose.id));
    const back = response && dataOf(response);
    setUndo(null);
    if (!back) return showToast(m.errors[errorOf(response)], { icon: "error" });
    setPoses((list) => [back, ...(list ?? []).filter((p) => p.id !== back.id)]);
    showToast(format(m.restored, { name: back.name }), { icon: "success" });
  }
  const closeUndo = useCallback(() => setUndo(null), []);

  if (first.failed && !poses) {
    return (
      <div className="mt-8 grid max-w-xl gap-3">
        <FormAlert>{m.failed}</FormAlert>
        <button
          type="button"
          className="btn btn-secondary justify-self-start"
          onClick={first.reload}
        >
          {m.retry}
        </button>
      </div>
    );
  }
  if (!poses) {
    return (
      <p className="mt-8" role="status">
        {m.loading}
      </p>
    );
  }
  return (
    <div className="mt-8">
      {poses.length === 0 ? (
        <div className="ink-panel grid max-w-xl gap-3 p-6" data-testid="gallery-empty">
          <h2 className="text-2xl font-black">{m.emptyTitle}</h2>
          <p>{m.emptyBody}</p>
          <a href="/pose" className="btn btn-primary justify-self-start">
            {m.openDoll}
          </a>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
          {poses.map((pose) => (
            <PoseCard
              key={pose.id}
              pose={pose}
              onChange={replace}
              onDuplicate={duplicate}
              onDelete={remove}
            />
          ))}
        </ul>
      )}
      {cursor ? (
        <button
          type="button"
          className="btn btn-secondary mt-6"
          disabled={more.busy}
          aria-busy={more.busy}
          onClick={loadMore}
        >
          {m.loadMore}
        </button>
      ) : null}
      {undo ? (
        <FloatingNotice
          key={undo.at}
          message={format(m.deleted, { name: undo.pose.name })}
          closeLabel={m.save.close}
          ms={UNDO_MS}
          onClose={closeUndo}
          action={
            <button
              type="button"
              className="btn btn-secondary"
              disabled={undoAction.busy}
              onClick={() => restore(undo.pose)}
            >
              {m.undo}
            </button>
          }
        />
      ) : null}
    </div>
  );
}

/** "<name> (copy)", cut so it stays within the name limit. */
function copyName(template: string, name: string): string {
  const full = format(template, { name });
  const chars = [...full];
  if (chars.length <= 80) return full;
  const room = 80 - ([...format(template, { name: "" })].length + 1);
  return format(template, { name: `${[...name].slice(0, room).join("")}…` });
}
