export type WebGlSupport = { supported: boolean; software: boolean };
let support: WebGlSupport | undefined;

/**
 * Whether this browser can give the doll a WebGL 2 context (three.js needs version 2), and
 * whether it draws in software (SwiftShader when the GPU is blocklisted, headless test browsers,
 * llvmpipe), which pays for every sample of every pixel: the engine then draws the screen without
 * multisampling. Asked once per page: each probe creates a context, which costs a slow phone tens
 * of milliseconds, so whoever starts the engine hands it the answer.
 */
export function webGlSupport(): WebGlSupport {
  support ??= probe();
  return support;
}

function probe(): WebGlSupport {
  try {
    const context = document.createElement("canvas").getContext("webgl2");
    if (!context) return { supported: false, software: false };
    const info = context.getExtension("WEBGL_debug_renderer_info");
    const renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    // Hand the test context back at once: browsers allow only a few live ones per page.
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return { supported: true, software: /swiftshader|llvmpipe|software/i.test(renderer) };
  } catch {
    return { supported: false, software: false };
  }
}
