import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@storefront/service-kit';

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
