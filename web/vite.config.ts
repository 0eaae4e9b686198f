import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served on one origin with /api and /socket.io (web/server in production, this proxy in dev).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Long-cached vendor chunks change less often than the app code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false, xfwd: true },
      '/socket.io': { target: 'http://127.0.0.1:3002', ws: true, changeOrigin: false, xfwd: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false, xfwd: true },
      '/socket.io': { target: 'http://127.0.0.1:3002', ws: true, changeOrigin: false, xfwd: true },
    },
  },
});
