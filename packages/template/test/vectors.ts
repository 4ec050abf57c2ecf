import * as fs from 'fs';
import * as path from 'path';

/**
 * Loader for the conformance vectors kept outside the repository in ../shared/conformance/template.
 * Each file holds sections started by a line `:NAME`.
 */
export const VECTOR_ROOT = path.resolve(__dirname, '../../../../shared/conformance/template');

export interface Vector {
  id: string;
  json: unknown;
  template: string;
  output: string;
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
  locale: string;
  now?: number;
}

export function vectorsPresent(): boolean {
  return fs.existsSync(VECTOR_ROOT);
}

export function parseVector(id: string, text: string): Vector {
  const sections: Record<string, string[]> = {};
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const m = /^:([A-Z]+)\s*$/.exec(line);
    if (m) {
      current = sections[m[1]] = [];
    } else if (current) {
      current.push(line);
    }
  }
  const get = (k: string) => (sections[k] ? sections[k].join('\n') : undefined);
  const params = get('PARAMS') ? JSON.parse(get('PARAMS')!) : {};
  let injects: Record<string, unknown> | undefined;
  if (get('INJECT')) {
    const raw = JSON.parse(get('INJECT')!) as Record<string, string>;
    injects = {};
    for (const k of Object.keys(raw)) injects[k] = JSON.parse(raw[k]);
  }
  const json = get('JSON');
  return {
    id,
    json: json !== undefined && json.trim() !== '' ? JSON.parse(json) : {},
    template: get('TEMPLATE') ?? '',
    output: get('OUTPUT') ?? '',
    partials: get('PARTIALS') ? JSON.parse(get('PARTIALS')!) : undefined,
    injects,
    locale: params.locale ?? 'en',
    now: params.now,
  };
}

export function loadVectors(): Vector[] {
  const out: Vector[] = [];
  for (const dir of ['core', 'plugins']) {
    const folder = path.join(VECTOR_ROOT, dir);
    for (const file of fs.readdirSync(folder).sort()) {
      if (!file.endsWith('.html')) continue;
      out.push(parseVector(`${dir}/${file}`, fs.readFileSync(path.join(folder, file), 'utf8')));
    }
  }
  return out;
}
