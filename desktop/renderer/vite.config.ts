import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeTablePlugin } from '../../ui/vite/route-table-plugin';

// Served by the server at /backoffice/ and loaded from there by the Electron window.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/backoffice/',
  plugins: [react(), routeTablePlugin()],
  css: { postcss: fileURLToPath(new URL('../../ui', import.meta.url)) },
  publicDir: fileURLToPath(new URL('../../ui/public', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('../dist-renderer', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: { port: 5174, proxy: { '/ajax': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
});
