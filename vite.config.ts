import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Few, well-cached requests on a phone: the framework in one chunk, the app's shared code in
 * another; route modules stay split so each page loads only its own code.
 */
const chunkGroups = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|@remix-run)[\\/]/,
    priority: 2,
  },
  {
    name: "app",
    test: /[\\/]app[\\/](lib|components|features)[\\/]|[\\/]contract[\\/]/,
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
