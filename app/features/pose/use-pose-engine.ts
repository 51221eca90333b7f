import { type RefObject, useEffect, useRef, useState } from "react";
import type { Scene } from "../../../contract/pose.ts";
import type { ChangeKind, PoseEngine, Selection } from "./engine/types.ts";
import { webGlSupport } from "./webgl-support.ts";

export type EngineStatus = "loading" | "ready" | "unsupported";

export interface EngineHandlers {
  /** The scene to open with, read on the client when the engine starts, and whose view it is. */
  initial: () => { scene: Scene; framed: boolean };
  onReady: (engine: PoseEngine) => void;
  onChange: (scene: Scene, kind: ChangeKind) => void;
  onSelect: (selection: Selection | null) => void;
  onSelectProp: (prop: number) => void;
}

const canUseWebGl = (): boolean => webGlSupport().supported;

type EngineModule = typeof import("./engine/index.ts");
let engineModule: Promise<EngineModule> | null = null;

/** three.js's chunk, fetched once; a failed fetch is forgotten so a later mount tries again. */
function loadEngine(): Promise<EngineModule> {
  engineModule ??= import("./engine/index.ts").catch((error: unknown) => {
    engineModule = null;
    throw error;
  });
  return engineModule;
}

// The doll's chunk is most of /pose's bytes: start fetching it as soon as this module runs in a
// browser that can draw it (before hydration), not after the editor mounts. On a slow phone the
// download then overlaps React's start instead of following it (docs/decisions/0014).
if (typeof document !== "undefined" && canUseWebGl()) void loadEngine().catch(() => undefined);

/**
 * Starts the three.js doll on the canvas, and frees it when the editor unmounts. three.js is
 * imported here, inside an effect, so it is a separate chunk that only /pose ever loads, and
 * only in a browser that can draw it. No WebGL, a context the browser refuses, or a chunk that
 * fails to load all end in "unsupported", which shows the static fallback.
 */
export function usePoseEngine(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  handlers: EngineHandlers,
) {
  const [status, setStatus] = useState<EngineStatus>("loading");
  const engineRef = useRef<PoseEngine | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canUseWebGl()) {
      setStatus("unsupported");
      return;
    }
    let engine: PoseEngine | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    loadEngine()
      .then(({ createPoseEngine }) => {
        if (cancelled) return;
        const opening = handlersRef.current.initial();
        engine = createPoseEngine({
          canvas,
          scene: opening.scene,
          framed: opening.framed,
          software: webGlSupport().software,
          onChange: (scene, kind) => handlersRef.current.onChange(scene, kind),
          onSelect: (selection) => handlersRef.current.onSelect(selection),
          onSelectProp: (prop) => handlersRef.current.onSelectProp(prop),
        });
        engineRef.current = engine;
        const started = engine;
        observer = new ResizeObserver(() => started.resize());
        observer.observe(canvas);
        handlersRef.current.onReady(engine);
        setStatus("ready");
        // The engine drew its first frame in the animation frame it asked for on creation; this
        // callback runs right after it, in the same frame. scripts/pose-first-load.ts times it.
        requestAnimationFrame(() => {
          if (!cancelled) performance.mark("inkdoll:doll-ready");
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setStatus("unsupported");
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      engine?.dispose();
      engineRef.current = null;
    };
  }, [canvasRef]);

  return { status, engineRef };
}
