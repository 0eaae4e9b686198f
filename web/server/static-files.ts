/**
 * The web server's static files: the SPA's hashed build output (precompressed when the browser takes it) and the
 * rest of the build folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** WEB_DIST may be absolute, relative to the working directory, or relative to the repository root. */
export function resolveDist(dist: string): string {
  if (path.isAbsolute(dist)) return dist;
  const fromCwd = path.resolve(process.cwd(), dist);
  if (existsSync(fromCwd)) return fromCwd;
  return path.resolve(repoRoot, dist);
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Every static file of the build in `distDir`; anything else falls through to the next handler. */
export function staticFiles(distDir: string): express.Router {
  const router = express.Router();
  // Hashed build output written compressed at build time (.br, .gz beside each text asset): sent as is when
  // the browser takes that encoding (GET and HEAD alike), with the headers of the original file.
  const assetsDir = path.join(distDir, 'assets');
  router.get(/^\/assets\/[\w.-]+\.(?:js|css|svg|json)$/, (req, res, next) => {
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    const name = req.path.slice('/assets/'.length);
    if (!suffix || !existsSync(path.join(assetsDir, name + suffix))) return next();
    res.vary('Accept-Encoding');
    res.type(path.extname(name));
    res.set({ 'Content-Encoding': encoding, 'Cache-Control': HASHED_ASSET_CACHE });
    res.sendFile(name + suffix, { root: assetsDir }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });

  // Hashed build output: cache forever. Other static files (favicon, robots): short cache.
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Cache-Control', HASHED_ASSET_CACHE),
    }),
  );
  router.use('/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=300'),
    }),
  );
  return router;
}
