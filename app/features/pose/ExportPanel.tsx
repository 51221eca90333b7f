import { type ComponentType, Suspense, useId } from "react";
import type { Scene } from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Choice, Group, Toggle } from "./controls.tsx";
import { EXPORT_ASPECTS, type ExportAspect } from "./engine/export-frame.ts";
import type { Background, PackChoice, RenderStyle } from "./engine/types.ts";
import { OpenInAi } from "./OpenInAi.tsx";
import type { Editor } from "./use-editor.ts";

const SIZES = [1024, 1536, 2048] as const;
/** The sizes image models are conditioned at, or the export's own. */
const PACK_SIZES = [512, 768, 1024, "export"] as const satisfies readonly PackChoice["size"][];

/**
 * "Save to my gallery", handed down by the route (routes/pose.tsx, which loads it lazily): the
 * form is the gallery's, and pose/ imports no other feature.
 */
export type SaveForm = ComponentType<{
  getScene: () => Scene;
  getThumbnail?: () => Promise<Blob | null>;
  defaultName: string;
}>;

/** Freeze frame (a PNG of the view), the pose pack for AI tools, the GLB, and the share link. */
export function ExportPanel({
  editor,
  SaveForm,
  aiSite = null,
}: {
  editor: Editor;
  SaveForm: SaveForm;
  aiSite?: string | null;
}) {
  const m = useMessages();
  const p = m.poseEditor;
  const linkId = useId();
  const options = editor.exportOptions;
  const styles: { value: RenderStyle; label: string }[] = [
    { value: "shaded", label: p.shaded },
    { value: "ink", label: p.ink },
    { value: "silhouette", label: p.silhouette },
  ];
  const backgrounds: { value: Background; label: string }[] = [
    { value: "paper", label: p.paper },
    { value: "transparent", label: p.transparent },
  ];
  return (
    <div className="grid gap-6">
      <Group title={p.tabExport}>
        <Choice
          legend={p.style}
          options={styles}
          value={options.style}
          onChange={(style) => editor.setExportOptions({ ...options, style })}
        />
        <Choice
          legend={p.background}
          options={backgrounds}
          value={options.background}
          onChange={(background) => editor.setExportOptions({ ...options, background })}
        />
        <Choice
          legend={p.aspect}
          options={(Object.keys(EXPORT_ASPECTS) as ExportAspect[]).map((aspect) => ({
            value: aspect,
            label: p.aspects[aspect],
          }))}
          value={options.aspect ?? "view"}
          onChange={(aspect) => editor.setExportOptions({ ...options, aspect })}
        />
        <Choice
          legend={p.exportSize}
          options={SIZES.map((size) => ({
            value: size,
            label: format(p.sizeValue, { value: size }),
          }))}
          value={options.size}
          onChange={(size) => editor.setExportOptions({ ...options, size })}
        />
        <Toggle
          label={p.crop}
          checked={options.crop === true}
          onChange={(crop) => editor.setExportOptions({ ...options, crop })}
        />
        <p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={editor.freeze}
            disabled={editor.busy}
            aria-busy={editor.busy}
          >
            {editor.busy ? p.exporting : p.freeze}
          </button>
        </p>
      </Group>
      <Group title={p.forAi}>
        <p className="text-sm text-muted">{p.forAiLead}</p>
        <Choice
          legend={p.packSize}
          options={PACK_SIZES.map((size) => ({
            value: size,
            label:
              size === "export"
                ? format(p.packSizeExport, { value: options.size })
                : format(p.sizeValue, { value: size }),
          }))}
          value={editor.packOptions.size}
          onChange={(size) => editor.setPackOptions({ ...editor.packOptions, size })}
        />
        <Toggle
          label={p.keepHidden}
          checked={editor.packOptions.keepHidden}
          onChange={(keepHidden) => editor.setPackOptions({ ...editor.packOptions, keepHidden })}
        />
        <p className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={editor.pack}
            disabled={editor.busy}
            aria-busy={editor.busy}
          >
            {p.downloadPack}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={editor.glb}
            disabled={editor.busy}
          >
            {p.downloadGlb}
          </button>
        </p>
        {aiSite ? <OpenInAi editor={editor} aiSite={aiSite} /> : null}
      </Group>
      <Group title={m.pageTitle.gallery}>
        <Suspense
          fallback={
            <p className="text-sm text-muted" role="status">
              {p.loadingGallery}
            </p>
          }
        >
          <SaveForm
            getScene={editor.currentScene}
            getThumbnail={editor.thumbnail}
            defaultName={editor.poseLabel()}
          />
        </Suspense>
      </Group>
      <Group title={p.share}>
        <p>
          <button type="button" className="btn btn-secondary" onClick={editor.copyLink}>
            {p.copyLink}
          </button>
        </p>
        {editor.link ? (
          <div className="grid gap-1">
            <label htmlFor={linkId} className="text-sm font-semibold">
              {p.linkLabel}
            </label>
            <input
              id={linkId}
              readOnly
              value={editor.link}
              onFocus={(event) => event.currentTarget.select()}
              className="field-input min-h-10 font-mono text-xs"
              data-testid="share-link"
            />
          </div>
        ) : null}
      </Group>
    </div>
  );
}
