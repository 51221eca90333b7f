import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
        // The form and read hooks (and the form rules) serve only the account and gift routes.
        String.raw`[\\/]app[\\/]lib[\\/](?!use-form|use-resource)`,
        String.raw`[\\/]app[\\/]components[\\/]`,
        String.raw`[\\/]app[\\/]features[\\/](shell|consent|language|startup|session)[\\/]`,
        String.raw`[\\/]app[\\/]features[\\/]auth[\\/](UserMenu|auth-client)\.`,
        String.raw`[\\/]app[\\/]features[\\/]blog[\\/]ArticleCard\.`,
        // The pose contract (and zod/mini with its schemas) serves only /pose.
        String.raw`[\\/]contract[\\/](?!form-rules|pose)`,
      ].join("|"),
    ),
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { advancedChunks: { groups: chunkGroups } } },
  },
}));
