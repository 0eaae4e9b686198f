import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The browser build only (not `vite build --ssr`, which writes the server renderer to web/dist-ssr). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

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
    apply: clientBuild,
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
/**
 * index.html preloads what web/src/main.tsx imports in steps (its dynamic imports and their static imports), as
 * Vite does for the entry's static imports: the browser asks for every module of the first screen at once, not
 * one step after the other. (A server-rendered page's boot script asks for the same list: web/server/boot.ts.)
 */
function preloadStagedImports(): Plugin {
  return {
    name: 'fanlift-preload-staged-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const files: string[] = [];
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.includes(file)) return;
          files.push(file);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'fanlift:precompress-assets',
    apply: clientBuild,
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

/**
 * The server renderer (web/src/entry-server.tsx, issue 30): `vite build --ssr` writes it to web/dist-ssr, outside
 * the served folder. Everything it imports is bundled in (core's TypeScript sources; styled-components, whose
 * CommonJS build has no named exports for Node's ESM) and built for production whatever NODE_ENV the web server
 * runs with: React's development build renders several times slower.
 */
const ssrBuild: UserConfig = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false, minify: false },
};

const clientBuildOptions: UserConfig['build'] = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: 'hidden',
  assetsDir: 'assets',
  // dist/.vite/manifest.json: the web server preloads a server-rendered page's own chunk (web/server/ssr.ts).
  manifest: true,
  rolldownOptions: {
    output: {
      // Long-cached vendor chunks change less often than the app code.
      codeSplitting: {
        groups: [
          // React and its router apart: the entry evaluates each in its own task (web/src/main.tsx).
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          // zod only serves the pages that validate a form with a core schema (lazy chunks): its own chunk
          // keeps it out of the vendor chunk every page loads.
          { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          { name: 'vendor', test: /node_modules[\\/]/ },
        ],
      },
    },
  },
};

// The SPA is served on one origin with /api and /socket.io (web/server in production, this proxy in dev).
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), sourceMapsOutsideDist(), precompressAssets(), preloadStagedImports()],
  ...(isSsrBuild ? ssrBuild : { build: clientBuildOptions }),
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
}));
