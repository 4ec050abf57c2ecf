import path from 'node:path';
import express, { type Request, type Response } from 'express';

/** The deployable bundles: the shell (host) and the remotes it loads. */
export const FRONTENDS = ['shell', 'product', 'cart', 'forms', 'owner'] as const;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The asset lists (shell-assets.json, remote-assets.json) name the current modules, so browsers
 * must revalidate them on every load; every module carries a content hash in its name and never changes.
 */
export function cacheControlFor(fileName: string): string {
  return fileName.endsWith('.json') ? NO_CACHE : IMMUTABLE;
}

/** Serves <dir>/<name>/dist at /frontends/<name>/ with the cache rule above; unknown files are a plain 404. */
export function frontendBundles(dir: string) {
  const router = express.Router();
  for (const name of FRONTENDS) {
    router.use(
      `/frontends/${name}`,
      express.static(path.join(dir, name, 'dist'), {
        index: false,
        fallthrough: true,
        setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(path.basename(file))),
      }),
      (_req: Request, res: Response) => {
        res.status(404).type('text/plain').setHeader('Cache-Control', NO_CACHE).send('Not found');
      },
    );
  }
  return router;
}
