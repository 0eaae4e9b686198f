import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Source maps are built ('hidden': no sourceMappingURL comment in the bundles) and then moved out of the
 * served folder into web/sourcemaps (for an error tracker), so neither the web server nor the nginx image
 * ever serves them.
 */
function sourceMapsOutsideDist(): Plugin {
  let outDir = '';
  const mapsDir = path.join(import.meta.dirname, 'sourcemaps');
  return {
    name: 'fanlift:sourcemaps-outside-dist',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle() {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (entry.name.endsWith('.map')) {
            const target = path.join(mapsDir, path.relative(outDir, file));
            mkdirSync(path.dirname(target), { recursive: true });
            renameSync(file, target);
          }
        }
      };
      walk(outDir);
    },
  };
}

/**
 * Text assets are also written compressed (.br at brotli's highest quality, .gz at gzip's), so nginx
 * (`gzip_static`, and `brotli_static` where its module is installed) sends them without compressing per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'fanlift:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The SPA is served on one origin with /api and /socket.io (web/server in production, this proxy in dev).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), sourceMapsOutsideDist(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
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
            // zod only serves the pages that validate a form with a core schema (lazy chunks): its own chunk
            // keeps it out of the vendor chunk every page loads.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
