import * as fs from 'fs';
import * as path from 'path';
import { parseVector, VECTOR_ROOT, vectorsPresent } from '../../test/vectors';
import { Context } from '../exec/context';
import { toText } from '../exec/values';
import { compileExpr, evaluateExpr } from './index';

/**
 * The eval vectors hold nothing but text and `{.eval ...}` tags, so they can be checked here
 * without the executor: each tag is replaced by what it prints. (The include vectors need macros
 * and run with the rest of the language in test/conformance.)
 */
const folder = path.join(VECTOR_ROOT, 'core');
const files = vectorsPresent() ? fs.readdirSync(folder).filter((f) => /^eval-\d+\.html$/.test(f)) : [];

function render(template: string, json: unknown): string {
  const ctx = new Context({ json });
  return template.replace(/\{\.eval([^}]*)\}/g, (_, source: string) => {
    const { expr, errors } = compileExpr(source);
    return expr === null ? errors.map((e) => `[${e.message}]`).join('') : toText(evaluateExpr(expr, ctx));
  });
}

(files.length > 0 ? describe : describe.skip)('eval vectors', () => {
  it.each(files)('%s', (file) => {
    const v = parseVector(`core/${file}`, fs.readFileSync(path.join(folder, file), 'utf8'));
    expect(render(v.template, v.json).trim()).toBe(v.output.trim());
  });
});

if (files.length === 0) {
  it.skip(`eval vectors not found under ${folder}`, () => undefined);
}
