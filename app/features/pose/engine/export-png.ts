import { SRGBColorSpace, WebGLRenderTarget } from "three";
import type { Stage } from "./stage.ts";
import type { ExportOptions } from "./types.ts";

// A freeze frame: the current view drawn offscreen at the asked size (long side ≤ 2048) without
// grid, gizmo or overlays, read back and encoded as PNG. Nothing in it depends on the screen's
// pixel ratio or on timing, so one scene at one size always gives the same bytes.

export const MAX_EXPORT = 2048;

/** Width and height for a long side of `size` at the view's aspect ratio. */
export const exportSize = (size: number, aspect: number): [number, number] => {
  const long = Math.min(MAX_EXPORT, Math.max(16, Math.round(Number.isFinite(size) ? size : 1024)));
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  return ratio >= 1
    ? [long, Math.max(1, Math.round(long / ratio))]
    : [Math.max(1, Math.round(long * ratio)), long];
};

/**
 * WebGL rows run bottom-up and a transparent background leaves edge pixels premultiplied (the
 * multisample resolve averages colour with the empty clear); ImageData wants top-down,
 * straight alpha.
 */
export const toImageRows = (
  pixels: Uint8Array,
  width: number,
  height: number,
): Uint8ClampedArray => {
  const out = new Uint8ClampedArray(width * height * 4);
  const row = width * 4;
  for (let y = 0; y < height; y++) {
    const from = (height - 1 - y) * row;
    for (let i = 0; i < row; i += 4) {
      const a = pixels[from + i + 3] ?? 0;
      const scale = a > 0 && a < 255 ? 255 / a : 1;
      out[y * row + i] = (pixels[from + i] ?? 0) * scale;
      out[y * row + i + 1] = (pixels[from + i + 1] ?? 0) * scale;
      out[y * row + i + 2] = (pixels[from + i + 2] ?? 0) * scale;
      out[y * row + i + 3] = a;
    }
  }
  return out;
};

const encodePng = async (data: Uint8ClampedArray, width: number, height: number): Promise<Blob> => {
  const image = new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height);
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    (canvas.getContext("2d") as OffscreenCanvasRenderingContext2D).putImageData(image, 0, 0);
    return canvas.convertToBlob({ type: "image/png" });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  (canvas.getContext("2d") as CanvasRenderingContext2D).putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))),
      "image/png",
    ),
  );
};

/** `aspect`: the picture's width : height (the view's unless the export chose a frame). */
export const renderPng = async (
  stage: Stage,
  options: ExportOptions,
  prepare: (style: ExportOptions["style"]) => () => void,
  aspect = stage.camera.aspect,
): Promise<Blob> => {
  if (options.style === "ink") await stage.inkReady();
  const [width, height] = exportSize(options.size, aspect);
  const target = new WebGLRenderTarget(width, height, { samples: 4, colorSpace: SRGBColorSpace });
  const restore = prepare(options.style);
  const pixels = new Uint8Array(width * height * 4);
  try {
    stage.draw({
      style: options.style,
      target: { renderTarget: target, background: options.background },
    });
    stage.renderer.readRenderTargetPixels(target, 0, 0, width, height, pixels);
  } finally {
    restore();
    target.dispose();
  }
  return encodePng(toImageRows(pixels, width, height), width, height);
};
