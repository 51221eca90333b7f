import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { poseNameProblem } from "../../../contract/form-rules.ts";
import type { Scene } from "../../../contract/pose.ts";
import { SAVED_POSE_LIMITS } from "../../../contract/saved-pose.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { session } from "../../lib/storage.ts";
import { useAppState } from "../../lib/store.ts";
import { useForm } from "../../lib/use-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LoginForm } from "../../platform/login/LoginForm.tsx";
import { FloatingNotice } from "./FloatingNotice.tsx";
import { errorOf, type GalleryError, galleryApi } from "./gallery-api.ts";
import { keepPending, type PendingSave, takePending, thumbnailData } from "./pending-save.ts";

export type SaveToGalleryProps = {
  getScene: () => Scene;
  /** The current freeze frame, if any: kept with the pose as its thumbnail. */
  getThumbnail?: () => Promise<Blob | null>;
  defaultName: string;
};

/**
 * "Save to my gallery": a button and its dialog, for the doll's editor. Logged out, the dialog
 * shows the embedded log-in and keeps what was being saved in session storage (a reload on the
 * way loses nothing); once someone is logged in, it is saved without another click.
 */
export function SaveToGallery({ getScene, getThumbnail, defaultName }: SaveToGalleryProps) {
  const m = useMessages().galleryPage;
  const hydrated = useHydrated();
  const user = useAppState((s) => s.userInfo);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [needsLogin, setNeedsLogin] = useState(false);
  const [notice, setNotice] = useState<{ at: number; error?: GalleryError } | null>(null);

  const close = useCallback(() => dialogRef.current?.close(), []);
  const send = useCallback(
    async (save: PendingSave): Promise<GalleryError | null> => {
      const response = await galleryApi.create(save);
      if (dataOf(response)) {
        close();
        setNeedsLogin(false);
        setNotice({ at: Date.now() });
        return null;
      }
      return errorOf(response);
    },
    [close],
  );

  // A save kept across the log-in goes as soon as someone is logged in (here or in another tab).
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!hydrated || userId === null) return;
    const pending = takePending(session);
    if (!pending) return;
    send(pending)
      .then((error) => error && setNotice({ at: Date.now(), error }))
      .catch(() => setNotice({ at: Date.now(), error: "network" }));
  }, [hydrated, userId, send]);

  const form = useForm<{ name: string }, GalleryError>({
    initial: { name: defaultName },
    schema: { name: poseNameProblem },
    submit: async ({ name }) => {
      const blob = getThumbnail ? await getThumbnail().catch(() => null) : null;
      const save: PendingSave = {
        name: name.trim(),
        scene: getScene(),
        thumbnail: blob ? await thumbnailData(blob, SAVED_POSE_LIMITS.maxThumbnailBytes) : null,
      };
      if (!user) {
        keepPending(session, save);
        setNeedsLogin(true);
        return;
      }
      const error = await send(save);
      return error ? { form: error } : undefined;
    },
  });
  const error = form.errors.name ?? form.errors.form;

  function open() {
    form.setValues({ name: defaultName });
    form.setErrors({});
    setNeedsLogin(false);
    dialogRef.current?.showModal();
  }

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={open} disabled={!hydrated}>
        {m.save.button}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="ink-panel m-auto w-[min(28rem,calc(100vw-2rem))] p-5 backdrop:bg-black/40"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-2xl font-black">
            {m.save.title}
          </h2>
          <button
            type="button"
            className="rounded-full px-2 text-2xl leading-none"
            aria-label={m.save.close}
            onClick={close}
          >
            ×
          </button>
        </div>
        {needsLogin && !user ? (
          <div className="mt-4 grid gap-3">
            <p className="font-semibold">{m.save.loginReason}</p>
            <LoginForm onDone={() => {}} />
          </div>
        ) : (
          <form {...form.props} className="mt-4 grid gap-3">
            {form.errors.form ? <FormAlert>{m.errors[form.errors.form]}</FormAlert> : null}
            <Field
              label={m.nameLabel}
              autoComplete="off"
              maxLength={200}
              error={form.errors.name && error ? m.errors[error] : undefined}
              {...form.bind("name")}
            />
            <button type="submit" className="btn btn-primary" disabled={form.busy}>
              {form.busy ? m.save.saving : m.save.submit}
            </button>
          </form>
        )}
      </dialog>
      {notice ? (
        <FloatingNotice
          key={notice.at}
          message={notice.error ? m.errors[notice.error] : m.save.saved}
          closeLabel={m.save.close}
          ms={8000}
          onClose={() => setNotice(null)}
          action={
            notice.error ? undefined : (
              <Link to="/gallery" className="font-bold underline">
                {m.save.view}
              </Link>
            )
          }
        />
      ) : null}
    </>
  );
}
