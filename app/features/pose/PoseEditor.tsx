import {
  type ComponentType,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Scene } from "../../../contract/pose.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { InlineCssContext } from "../../lib/inline-css.tsx";
import { EditorTabs, type Tab } from "./EditorTabs.tsx";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { ExportGuide } from "./ExportGuide.tsx";
import type { SaveForm } from "./ExportPanel.tsx";
import { historyShortcut } from "./keyboard.ts";
import { PosePanel } from "./PosePanel.tsx";
import type { PoseData } from "./pose.server.ts";
import { defaultScene } from "./scene-link.ts";
import type { Editor } from "./use-editor.ts";
import { useEditor } from "./use-editor.ts";

// Only browsers without WebGL need the fallback (its pictures and download links), so it is not
// part of /pose's first load (ADR 0014).
const PoseFallback = lazy(() =>
  import("./PoseFallback.tsx").then((module) => ({ default: module.PoseFallback })),
);

/**
 * A panel behind a tab other than the first: not part of /pose's first load (issue 32's byte
 * budget), fetched once the doll is ready (`preloadPanels`), and drawn at once when it is there.
 */
interface PanelSource<P> {
  loaded: ComponentType<P> | null;
  Lazy: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

function panelSource<P extends object>(load: () => Promise<ComponentType<P>>): PanelSource<P> {
  const source: PanelSource<P> = {
    loaded: null,
    preload: () =>
      load().then((component) => {
        source.loaded = component;
        return component;
      }),
    Lazy: lazy(() => source.preload().then((component) => ({ default: component }))),
  };
  return source;
}

/** The panel, at once when its code is here, else through Suspense. */
function LazyPanel<P extends object>({ source, props }: { source: PanelSource<P>; props: P }) {
  const Panel = source.loaded ?? source.Lazy;
  return <Panel {...props} />;
}

type PanelProps = { editor: Editor; scene: Scene };
const Body = panelSource<PanelProps>(() => import("./BodyPanel.tsx").then((m) => m.BodyPanel));
const Camera = panelSource<PanelProps>(() =>
  import("./CameraPanel.tsx").then((m) => m.CameraPanel),
);
const Light = panelSource<PanelProps>(() => import("./LightPanel.tsx").then((m) => m.LightPanel));
const Props = panelSource<PanelProps>(() => import("./PropsPanel.tsx").then((m) => m.PropsPanel));
const Pins = panelSource<PanelProps>(() => import("./PinFields.tsx").then((m) => m.PinFields));
const Export = panelSource<{ editor: Editor; SaveForm: SaveForm; aiSite: string | null }>(() =>
  import("./ExportPanel.tsx").then((m) => m.ExportPanel),
);

/** Fetches the other tabs' panels, so a tap on a tab draws at once. */
export const preloadPanels = () =>
  Promise.all([Pins, Body, Props, Camera, Light, Export].map((panel) => panel.preload()));

/** Fields where Ctrl+Z undoes typing, not the scene. */
const TEXT_FIELD = 'input:not([type="range"]):not([type="checkbox"]):not([type="radio"]), textarea';

/**
 * /pose: the doll's canvas and the editor's controls. Phones: the canvas fills the screen under
 * the header and the controls sit in a bottom sheet; wide screens: a side panel. The server
 * renders the whole shell with the controls disabled until the doll is ready.
 */
export function PoseEditor({
  links,
  dataLanguage,
  engineHref,
  saveForm,
  aiSite = null,
}: PoseData & {
  saveForm: SaveForm;
  /** The AI app's sub-site, when its app links are configured: "Open in Inkdoll AI" goes there. */
  aiSite?: string | null;
}) {
  // The response's CSP nonce, for the engine's modulepreload below; only the server has it.
  const nonce = useContext(InlineCssContext)?.nonce;
  const m = useMessages();
  const p = m.poseEditor;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const editor = useEditor(canvasRef, m);
  const [tab, setTab] = useState<Tab>("pose");
  const [open, setOpen] = useState(false);
  const fallbackScene = useMemo(defaultScene, []);
  const scene = editor.scene ?? fallbackScene;
  const ready = editor.status === "ready";

  // Framing keeps the subject clear of the toolbar over the top of the canvas.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [toolbarBottom, setToolbarBottom] = useState(0);
  const { setInsets } = editor;
  useEffect(() => {
    const toolbar = toolbarRef.current;
    if (!ready || !toolbar) return;
    const measure = () => {
      const top = toolbar.offsetTop + toolbar.offsetHeight;
      setToolbarBottom(top);
      setInsets({ top, bottom: 0 });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, [ready, setInsets]);

  // Once the doll is up, the other panels come while the visitor looks at it.
  useEffect(() => {
    if (ready) void preloadPanels().catch(() => undefined);
  }, [ready]);

  const { undo, redo } = editor;
  useEffect(() => {
    if (!ready) return;
    const onKey = (event: KeyboardEvent) => {
      const action = historyShortcut(event);
      if (!action) return;
      if (event.target instanceof Element && event.target.closest(TEXT_FIELD)) return;
      event.preventDefault();
      if (action === "undo") undo();
      else redo();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [ready, undo, redo]);

  if (editor.status === "unsupported") {
    return (
      <Suspense
        fallback={
          <main id="main" className="mx-auto max-w-7xl px-4 py-10" role="status">
            {p.loading}
          </main>
        }
      >
        <PoseFallback title={p.title} links={links} />
      </Suspense>
    );
  }

  const panel = {
    pose: (
      <PosePanel
        editor={editor}
        scene={scene}
        dataLanguage={dataLanguage}
        // Fetched with the other panels once the doll is ready (the controls wait for it anyway),
        // not on the first load; their own boundary keeps the rest of the tab on screen meanwhile.
        pins={
          editor.status === "ready" ? (
            <Suspense fallback={null}>
              <LazyPanel source={Pins} props={{ editor, scene }} />
            </Suspense>
          ) : null
        }
      />
    ),
    body: <LazyPanel source={Body} props={{ editor, scene }} />,
    props: <LazyPanel source={Props} props={{ editor, scene }} />,
    camera: <LazyPanel source={Camera} props={{ editor, scene }} />,
    light: <LazyPanel source={Light} props={{ editor, scene }} />,
    export: <LazyPanel source={Export} props={{ editor, SaveForm: saveForm, aiSite }} />,
  }[tab];

  return (
    <main id="main" data-state={editor.status}>
      {/* three.js is most of the page's bytes. React hoists this link to the top of the head, so
          the download starts with the HTML instead of once the route's module runs; at low
          priority, so the browser may serve React's own chunks first (ADR 0014). */}
      {engineHref ? (
        <link rel="modulepreload" href={engineHref} fetchPriority="low" nonce={nonce} />
      ) : null}
      <div className="flex h-[calc(100dvh-4rem)] flex-col lg:flex-row">
        <div className="relative min-h-0 flex-1 overflow-hidden bg-raised">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={p.canvasLabel}
            className="block h-full w-full touch-none select-none"
            data-testid="pose-canvas"
          />
          {ready ? null : (
            <div className="screentone absolute inset-0 grid place-items-center" role="status">
              <p className="rounded-full border-2 border-fg bg-surface px-4 py-2 font-bold">
                {p.loading}
              </p>
            </div>
          )}
          {ready ? (
            <ExportGuide
              aspect={editor.exportOptions.aspect ?? "view"}
              canvasRef={canvasRef}
              top={toolbarBottom}
            />
          ) : null}
          <EditorToolbar ref={toolbarRef} editor={editor} disabled={!ready} />
          <p
            aria-live="polite"
            className="pointer-events-none absolute inset-x-2 bottom-2 text-center empty:hidden"
            data-testid="pose-message"
          >
            {editor.message ? (
              <span className="inline-block rounded-md border-2 border-fg bg-surface px-3 py-1.5 text-sm font-semibold">
                {editor.message}
              </span>
            ) : null}
          </p>
          <p aria-live="polite" className="sr-only" data-testid="pose-announcer">
            {editor.announcement}
          </p>
        </div>
        <section
          aria-label={p.controls}
          className="flex max-h-[60dvh] flex-col border-t-2 border-fg bg-surface lg:max-h-none lg:w-[26rem] lg:border-t-0 lg:border-l-2"
        >
          <EditorTabs
            tab={tab}
            onTab={setTab}
            open={open}
            onOpen={setOpen}
            title={
              <h1 className="min-w-0 text-lg font-black leading-tight lg:text-2xl">{p.title}</h1>
            }
          >
            {/* Until the doll is ready, the controls show but do nothing. */}
            <fieldset disabled={!ready} className="min-w-0">
              <Suspense
                fallback={
                  <p className="text-sm text-muted" role="status">
                    {p.loadingPanel}
                  </p>
                }
              >
                {panel}
              </Suspense>
            </fieldset>
          </EditorTabs>
        </section>
      </div>
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p className="text-lg text-muted">{p.lead}</p>
      </section>
    </main>
  );
}
