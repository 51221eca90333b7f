import path from "node:path";
import { defineConfig } from "vite";

/**
 * The doll without the React editor: `npx vite --config scripts/doll-sandbox/vite.config.ts`
 * serves it, `vite build` with this config bundles it (the renders script and the size
 * measurement use that bundle). No React Router plugin: the page is plain HTML.
 */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  build: {
    outDir: path.resolve(import.meta.dirname, "../../node_modules/.cache/doll-sandbox"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // three.js alone is about 530 kB minified; the measure script reports the real sizes.
    chunkSizeWarningLimit: 700,
  },
  server: { host: "127.0.0.1", strictPort: true },
});
