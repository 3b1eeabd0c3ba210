import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueShellPlugin } from '../ui/vite/catalogue-part-plugin';
import { routeTablePlugin } from '../ui/vite/route-table-plugin';
import { SHELL_GROUPS } from './src/i18n/shell-groups';

// The server serves the built files (and reads the manifest to preload a route's chunks); in development
// Vite proxies the API to it.

/** The chunk of src/app.tsx, which only the entry imports. */
const APP_CHUNK = /(^|\/)app-[\w-]+\.js$/;
export default defineConfig({
  plugins: [
    react(),
    routeTablePlugin(),
    catalogueShellPlugin(SHELL_GROUPS, fileURLToPath(new URL('../ui/src/i18n', import.meta.url))),
  ],
  // The kit's PostCSS setup and public files serve both apps.
  css: { postcss: fileURLToPath(new URL('../ui', import.meta.url)) },
  publicDir: fileURLToPath(new URL('../ui/public', import.meta.url)),
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: {
      // The tiny entry (main.tsx) imports the app once the page has painted. Its chunks are fetched as the
      // app's imports are found, off the main thread; preloading them from the entry cost a blocking task
      // on a phone (a link element and a URL resolution per chunk) right when the page became usable.
      // Styles stay: the preload helper is what loads a lazily imported chunk's CSS.
      resolveDependencies: (file, deps) =>
        APP_CHUNK.test(file) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/ajax': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
    },
  },
});
