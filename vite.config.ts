import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip as gzipCallback, constants as zlib } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Few, well-cached requests on a phone: the framework in one chunk, the code every page runs
 * (shared lib and components, the site shell) in another; feature code that only some
 * routes use (accounts, gifts, download…) stays with those routes, so each page loads only its own.
 */
const chunkGroups = [
  {
    // Vite's helper for dynamic imports, which every page's lazy parts use: its own small chunk,
    // claimed before the engine group (a group takes its modules' dependencies along, and the
    // engine imports on demand too) would put it, and three.js with it, on every page.
    name: "preload-helper",
    test: /vite[\\/]preload-helper/,
    priority: 6,
  },
  {
    // The pose contract, which the engine imports and the gallery's and shared pose's pages
    // share with /pose: claimed before the engine group for the same reason.
    name: "pose-link",
    test: /[\\/]contract[\\/]pose(-link)?\.ts$/,
    priority: 5,
  },
  {
    // The engine's two modules that the editor itself imports (the export frame, facing):
    // claimed before the engine group too, or /pose's route would load three.js.
    name: "pose-scene",
    test: /[\\/]app[\\/]features[\\/]pose[\\/]engine[\\/](export-frame|facing)\.ts$/,
    priority: 4,
  },
  {
    // The doll's engine with three.js in one chunk, the one /pose fetches as soon as the editor
    // loads. Its on-demand chunks (props, the pose pack, the GLB exporter) share three.js with
    // it; left to itself the bundler split three.js out into a chunk of its own once the pose
    // pack used it (one more request on /pose's first load, 2026-12-04). What the engine
    // chunk keeps is what the engine imports statically, no more: the exporters stay on demand.
    name: "engine",
    test: new RegExp(
      [
        String.raw`[\\/]app[\\/]features[\\/]pose[\\/]engine[\\/](?!props\.|pose-pack\.|glb\.|keypoints\.|pins\.|limb-ik\.|turn-rings\.)`,
        String.raw`[\\/]node_modules[\\/]three[\\/]build[\\/]`,
        String.raw`[\\/]node_modules[\\/]three[\\/]examples[\\/]jsm[\\/](controls[\\/]OrbitControls|geometries[\\/]RoundedBoxGeometry)\.`,
      ].join("|"),
    ),
    priority: 3,
  },
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|@remix-run)[\\/]/,
    priority: 2,
  },
  {
    name: "app",
    test: new RegExp(
      [
        // The form and read hooks (and the form rules) serve only the account and gift routes;
        // uploads only the forms and My gallery; the renders table only the pages with renders;
        // saving a made file only /pose and the console; a picture's share card
        // only the theme and work pages.
        String.raw`[\\/]app[\\/]lib[\\/](?!use-form|use-resource|upload|renders|save-blob|share-meta)`,
        // Cards, pictures, store buttons, the field kit and the page frame that a few features
        // share stay with their pages (the shell and the home page use none of them).
        String.raw`[\\/]app[\\/]components[\\/](?!AiPackFigure|ArticleCard|Field|Page|RenderPicture|StoreLinks|ThemeThumb|WorkThumb)`,
        String.raw`[\\/]app[\\/]platform[\\/](shell|consent|language|startup|session)[\\/]`,
        String.raw`[\\/]app[\\/]platform[\\/]login[\\/]auth-client\.`,
        String.raw`[\\/]app[\\/]features[\\/]auth[\\/]UserMenu\.`,
        // contract/replies.ts checks the start-up replies on every page with its own small
        // checker (contract/reply-shape.ts), so zod/mini stays with the pose contract
        // (contract/pose-schema.ts: /pose and the gallery's pending save); the forms', works',
        // careers' and Pro prices' contracts serve only their own routes (in the app chunk every
        // page paid for them).
        String.raw`[\\/]contract[\\/](?!form-rules|pose|openpose|pro\.|inbox|works|careers|uploads|retention)`,
      ].join("|"),
    ),
    priority: 1,
  },
];

const ENGINE_CHUNK = "virtual:pose-engine-chunk";
const ENGINE_ENTRY = /[\\/]app[\\/]features[\\/]pose[\\/]engine[\\/]index\.ts$/;

/**
 * Names the doll engine's hashed client chunk to the server build, so /pose can announce it as a
 * modulepreload at the top of its HTML instead of finding it only when the route's module runs
 * (ADR 0014). The client is built before the server; in dev, and if that ever changes, the name
 * is null and the page simply goes without the hint.
 */
function poseEngineChunk(): Plugin {
  let href: string | null = null;
  let base = "/";
  return {
    name: "inkdoll:pose-engine-chunk",
    configResolved(config) {
      base = config.base;
    },
    resolveId: (source) => (source === ENGINE_CHUNK ? `\0${ENGINE_CHUNK}` : undefined),
    load: (id) =>
      id === `\0${ENGINE_CHUNK}` ? `export default ${JSON.stringify(href)};` : undefined,
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        // The engine's entry is the chunk's facade, or one of its modules when the engine's
        // chunk group holds it.
        if (
          chunk.type === "chunk" &&
          [chunk.facadeModuleId ?? "", ...chunk.moduleIds].some((id) => ENGINE_ENTRY.test(id))
        )
          href = `${base}${chunk.fileName}`;
      }
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * The client's files compressed once, at build time, at the best ratios (brotli 11, gzip 9), as
 * `.br` and `.gz` beside each file: the server sends those as they are (`preCompressed` in
 * server/plugins/react-router.ts) instead of compressing every response on the fly at a fast,
 * weaker setting. Brotli 11 makes /pose's JavaScript about 16 % smaller than what phones got
 * before (ADR 0022). Only the client's files: the server build is read from disk, never sent.
 */
function precompress(): Plugin {
  return {
    name: "inkdoll:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const source = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source);
          // Below a packet's worth, compression saves nothing a visitor would notice.
          if (source.length < 1024) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), poseEngineChunk(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { advancedChunks: { groups: chunkGroups } } },
  },
}));
