/**
 * Splits template text into literal text and candidate tags. A candidate is `{` ... `}` on one
 * line whose first character is not whitespace; whether it really is an instruction is decided by
 * the tag parser, and anything that is not one stays literal text. This keeps inline JavaScript and
 * CSS (`function () { ... }`) intact.
 */
export interface ScanSink {
  text(text: string): void;
  /** `body` is the text between the braces; return false to have the whole tag kept as text */
  tag(body: string): boolean;
}

export function scan(template: string, sink: ScanSink): void {
  const n = template.length;
  let textStart = 0;
  let i = 0;
  while (i < n) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const next = template.charCodeAt(open + 1);
    if (next === 35 /* # */) {
      // `{## ... ##}` spans lines; `{# ... }` ends at the first `}`. Unclosed comments swallow the rest.
      if (open > textStart) sink.text(template.slice(textStart, open));
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
    if (
      next !== next /* NaN: end of text */ ||
      next === 32 ||
      next === 9 ||
      next === 10 ||
      next === 13 ||
      next === 125
    ) {
      i = open + 1;
      continue;
    }
    const close = findClose(template, open + 1);
    if (close < 0) {
      i = open + 1;
      continue;
    }
    if (open > textStart) sink.text(template.slice(textStart, open));
    if (!sink.tag(template.slice(open + 1, close))) sink.text(template.slice(open, close + 1));
    i = textStart = close + 1;
  }
  if (n > textStart) sink.text(template.slice(textStart, n));
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
