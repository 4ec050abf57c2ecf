'use strict';
/** A short, readable view of where two outputs first differ (line-based, a few lines of context). */

const CONTEXT_LINES = 2;
const MAX_LINE = 160;

// Invisible differences matter (the vectors pin NBSP, U+202F, U+2009): show them as escapes.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be made visible
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u00a0\u00ad\u2000-\u200f\u2028-\u202f\u205f\u2060\ufeff]/g;
const escapeInvisible = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

function clip(line) {
  const shown = line.replace(/\t/g, '\\t').replace(INVISIBLE, escapeInvisible);
  return shown.length > MAX_LINE ? `${shown.slice(0, MAX_LINE)}…` : shown;
}

/** Lines are clipped around the first differing column so long single-line HTML stays readable. */
function clipAround(line, column) {
  const start = Math.max(0, column - 60);
  const part = line.slice(start);
  return (start > 0 ? '…' : '') + clip(part);
}

function firstDifferentColumn(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Returns null when equal, else { line, oursLines, refLines, differingLines }. */
function diffSnippet(ours, ref) {
  if (ours === ref) return null;
  const a = ours.split('\n');
  const b = ref.split('\n');
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line++;
  const from = Math.max(0, line - CONTEXT_LINES);
  const to = line + CONTEXT_LINES + 1;
  const column = firstDifferentColumn(a[line] ?? '', b[line] ?? '');
  const render = (lines) =>
    lines.slice(from, to).map((text, k) => {
      const n = from + k;
      return `${String(n + 1).padStart(5)}${n === line ? '>' : ' '} ${n === line ? clipAround(text, column) : clip(text)}`;
    });
  let differingLines = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) differingLines++;
  return { line: line + 1, column: column + 1, oursLines: render(a), refLines: render(b), differingLines };
}

module.exports = { diffSnippet };
