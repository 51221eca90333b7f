import { type RefObject, useEffect, useState } from "react";
import { EXPORT_ASPECTS, type ExportAspect, exportRect } from "./engine/export-frame.ts";

/**
 * The export's frame drawn over the canvas, the rest dimmed: the visitor composes inside what
 * will be exported. Decoration only (the frame's choice is the Export panel's radio group).
 */
export function ExportGuide({
  aspect,
  canvasRef,
  top,
}: {
  aspect: ExportAspect;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** CSS pixels the toolbar covers at the top of the canvas: not part of an export. */
  top: number;
}) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const ratio = EXPORT_ASPECTS[aspect];
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!ratio || !canvas) return;
    const measure = () => setSize({ width: canvas.clientWidth, height: canvas.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [ratio, canvasRef]);
  if (!ratio || !size) return null;
  const frame = exportRect(size.width, size.height, top, ratio);
  return (
    <div
      aria-hidden="true"
      data-testid="export-guide"
      className="pointer-events-none absolute border-2 border-dashed border-fg shadow-[0_0_0_100vmax_rgb(0_0_0/0.28)]"
      style={{ left: frame.x, top: frame.y, width: frame.width, height: frame.height }}
    />
  );
}
