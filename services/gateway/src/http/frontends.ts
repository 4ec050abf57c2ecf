import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@storefront/service-kit';
import express, { type Request, type Response } from 'express';

/** The deployable bundles: the shell (host) and the remotes it loads. */
export const FRONTENDS = ['shell', 'product', 'cart', 'forms', 'owner'] as const;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Manifests and remote entries name the current chunks, so browsers must revalidate them on
 * every load; everything else carries a content hash in its name and never changes.
 */
export function cacheControlFor(fileName: string): string {
  return fileName === 'remoteEntry.js' || fileName.endsWith('.json') ? NO_CACHE : IMMUTABLE;
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

/**
 * The shell's initial scripts as its build lists them (shell-assets.json). Looked up again when
 * the file changes, so a rebuilt shell is picked up without a restart; when the shell is not
 * built, pages are served without scripts (the server HTML works on its own).
 */
export class ShellScripts {
  private cached: string[] = [];
  private seenMtime = -1;
  private checkedAt = 0;
  private readonly file: string;

  constructor(
    dir: string,
    private readonly logger: Logger,
    private readonly recheckMs = 2_000,
  ) {
    this.file = path.join(dir, 'shell', 'dist', 'shell-assets.json');
  }

  list(now = Date.now()): string[] {
    if (now - this.checkedAt < this.recheckMs && this.seenMtime !== -1) return this.cached;
    this.checkedAt = now;
    let mtime: number;
    try {
      mtime = statSync(this.file).mtimeMs;
    } catch {
      if (this.seenMtime !== 0)
        this.logger.warn({ file: this.file }, 'shell is not built; pages are served without scripts');
      this.seenMtime = 0;
      this.cached = [];
      return this.cached;
    }
    if (mtime !== this.seenMtime) {
      this.seenMtime = mtime;
      this.cached = readScripts(this.file, this.logger);
    }
    return this.cached;
  }
}

function readScripts(file: string, logger: Logger): string[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown };
    const scripts = Array.isArray(parsed.scripts) ? parsed.scripts : [];
    return scripts.filter((script): script is string => typeof script === 'string' && script.startsWith('/frontends/'));
  } catch (error) {
    logger.warn({ err: error, file }, 'shell-assets.json is unreadable; pages are served without scripts');
    return [];
  }
}
