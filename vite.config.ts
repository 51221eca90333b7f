import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Few, well-cached requests on a phone: the framework in one chunk, the code every page runs
 * (shared lib and components, the shell features) in another; feature code that only some
 * routes use (accounts, gifts, download…) stays with those routes, so each page loads only its own.
 */
const chunkGroups = [
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
        // uploads only the forms and My gallery.
        String.raw`[\\/]app[\\/]lib[\\/](?!use-form|use-resource|upload)`,
        String.raw`[\\/]app[\\/]components[\\/]`,
        String.raw`[\\/]app[\\/]features[\\/](shell|consent|language|startup|session)[\\/]`,
        String.raw`[\\/]app[\\/]features[\\/]auth[\\/](UserMenu|auth-client)\.`,
        String.raw`[\\/]app[\\/]features[\\/]blog[\\/]ArticleCard\.`,
        // The pose contract (and zod/mini with its schemas) serves only /pose; the forms', works'
        // and careers' contracts only their own routes (in the app chunk every page paid for them).
        String.raw`[\\/]contract[\\/](?!form-rules|pose|inbox|works|careers|uploads|retention)`,
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
        if (
          chunk.type === "chunk" &&
          chunk.facadeModuleId &&
          ENGINE_ENTRY.test(chunk.facadeModuleId)
        )
          href = `${base}${chunk.fileName}`;
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), poseEngineChunk()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { advancedChunks: { groups: chunkGroups } } },
  },
}));
