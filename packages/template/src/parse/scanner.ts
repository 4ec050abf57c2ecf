/**
 * Splits template text into literal text and candidate tags. A candidate is `{` ... `}` on one
 * line whose first character is not whitespace; whether it really is an instruction is decided by
 * the tag parser, and anything that is not one stays literal text. This keeps inline JavaScript and
 * CSS (`function () { ... }`) intact.
 */
export type Piece = { tag: false; text: string } | { tag: true; body: string; raw: string };

export function scan(template: string, onPiece: (piece: Piece) => void): void {
  const n = template.length;
  let textStart = 0;
  let i = 0;
  const flushText = (end: number) => {
    if (end > textStart) onPiece({ tag: false, text: template.slice(textStart, end) });
  };
  while (i < n) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const next = template.charCodeAt(open + 1);
    if (next === 35 /* # */) {
      // `{## ... ##}` spans lines; `{# ... }` ends at the first `}`. Unclosed comments swallow the rest.
      flushText(open);
      let end: number;
      if (template.charCodeAt(open + 2) === 35) {
        const close = template.indexOf('##}', open + 3);
        end = close < 0 ? n : close + 3;
      } else {
        const close = template.indexOf('}', open + 2);
        end = close < 0 ? n : close + 1;
      }
      i = textStart = end;
      continue;
    }
    if (Number.isNaN(next) || isSpace(next) || next === 125 /* } */) {
      i = open + 1;
      continue;
    }
    const close = findClose(template, open + 1);
    if (close < 0) {
      i = open + 1;
      continue;
    }
    flushText(open);
    onPiece({ tag: true, body: template.slice(open + 1, close), raw: template.slice(open, close + 1) });
    i = textStart = close + 1;
  }
  flushText(n);
}

/** The `}` closing a tag opened just before `from`, or -1 if a newline or `{` comes first. */
function findClose(s: string, from: number): number {
  for (let j = from; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === 125) return j;
    if (c === 10 || c === 13 || c === 123) return -1;
  }
  return -1;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
