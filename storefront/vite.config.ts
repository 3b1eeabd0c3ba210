import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeTablePlugin } from './vite/route-table-plugin';

// The server serves the built files (and reads the manifest to preload a route's chunks); in development
// Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), routeTablePlugin()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/ajax': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
    },
  },
});
