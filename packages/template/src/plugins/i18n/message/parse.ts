import { BoundedCache } from '../../shared/bounded-cache';
import { parseIntervalArgs } from '../datetime-interval';
import { parseDateTimeArgs } from '../datetime-spec';
import { planDecimal, planMoney } from '../number-format';
import { parseDecimalArgs, parseMoneyArgs } from '../number-spec';
import type { ArgRef, Message, MessageNode } from './ast';

/**
 * Message syntax (ICU-like, as storefront translations use it):
 *   {0} {name}                                   an argument
 *   {0 plural offset:1 =0{none} one{# item} other{# items}}, {0 selectordinal ...}
 *   {0 select a{...} other{...}}
 *   {0 decimal style:short} {0 number} {0 currency} {0 money} {0 datetime short}
 *   {0;1 datetime-interval yMMMd}
 * Header parts are separated by spaces or commas. An apostrophe quotes text up to the next
 * apostrophe ('{0}' prints "{0}"); two apostrophes print one. A placeholder whose braces never
 * close prints as written; one that cannot be understood prints nothing.
 */

const APOSTROPHE = 39;
const OPEN = 123;
const CLOSE = 125;
const HASH = 35;

/** Deeper nesting than any real message; past it a placeholder prints nothing. */
const MAX_DEPTH = 50;

const POUND: MessageNode = { kind: 'pound' };
const EMPTY: MessageNode = { kind: 'empty' };
const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

function parseMessage(source: string): Message {
  return parseRun(source, 0, source.length, false, 0);
}

function parseRun(src: string, from: number, to: number, inPlural: boolean, depth: number): Message {
  const nodes: MessageNode[] = [];
  let text = '';
  let i = from;
  while (i < to) {
    const ch = src.charCodeAt(i);
    if (ch === APOSTROPHE) {
      if (i + 1 < to && src.charCodeAt(i + 1) === APOSTROPHE) {
        text += "'";
        i += 2;
        continue;
      }
      let end = src.indexOf("'", i + 1);
      if (end < 0 || end >= to) end = to;
      const quoted = src.slice(i + 1, end);
      i = end + 1;
      if (!inPlural || !quoted.includes('#')) {
        text += quoted;
        continue;
      }
      // '#' still stands for the number inside quotes, as the published engine does
      const pieces = quoted.split('#');
      for (let k = 0; k < pieces.length; k++) {
        if (k > 0) {
          if (text) nodes.push(text);
          text = '';
          nodes.push(POUND);
        }
        text += pieces[k];
      }
    } else if (ch === OPEN) {
      const close = matchingBrace(src, i, to);
      if (close < 0) {
        text += src.slice(i, to);
        break;
      }
      if (text) nodes.push(text);
      text = '';
      nodes.push(depth < MAX_DEPTH ? parsePlaceholder(src, i + 1, close, inPlural, depth + 1) : EMPTY);
      i = close + 1;
    } else if (ch === HASH && inPlural) {
      if (text) nodes.push(text);
      text = '';
      nodes.push(POUND);
      i++;
    } else {
      text += src[i];
      i++;
    }
  }
  if (text) nodes.push(text);
  return nodes;
}

/** Index of the brace closing the one at `open`, skipping quoted text; -1 when it never closes. */
function matchingBrace(src: string, open: number, to: number): number {
  let depth = 0;
  for (let j = open; j < to; j++) {
    const ch = src.charCodeAt(j);
    if (ch === APOSTROPHE) {
      if (j + 1 < to && src.charCodeAt(j + 1) === APOSTROPHE) {
        j++;
        continue;
      }
      const end = src.indexOf("'", j + 1);
      if (end < 0 || end >= to) return -1;
      j = end;
    } else if (ch === OPEN) {
      depth++;
    } else if (ch === CLOSE && --depth === 0) {
      return j;
    }
  }
  return -1;
}

const isSeparator = (ch: number): boolean => ch === 32 || ch === 44 || (ch >= 9 && ch <= 13);

/** A cursor over one placeholder's text. */
class Cursor {
  constructor(
    readonly src: string,
    public i: number,
    readonly end: number,
    /** nesting of the placeholder being read */
    readonly depth: number,
  ) {}

  skipSeparators(): void {
    while (this.i < this.end && isSeparator(this.src.charCodeAt(this.i))) this.i++;
  }

  /** The next word: up to a separator or an opening brace. */
  word(): string {
    this.skipSeparators();
    const start = this.i;
    while (this.i < this.end) {
      const ch = this.src.charCodeAt(this.i);
      if (isSeparator(ch) || ch === OPEN) break;
      this.i++;
    }
    return this.src.slice(start, this.i);
  }

  /** The remaining words. */
  words(): string[] {
    const out: string[] = [];
    for (let w = this.word(); w !== ''; w = this.word()) out.push(w);
    return out;
  }
}

const argRef = (token: string): ArgRef => (/^\d+$/.test(token) ? Number(token) : token);

function parsePlaceholder(src: string, from: number, to: number, inPlural: boolean, depth: number): MessageNode {
  const c = new Cursor(src, from, to, depth);
  const refToken = c.word();
  if (refToken === '') return EMPTY;
  const name = c.word();
  if (name === '') return c.i < to ? EMPTY : { kind: 'arg', ref: argRef(refToken) };
  const ref = argRef(refToken);
  switch (name) {
    case 'plural':
    case 'selectordinal':
      return parsePlural(c, ref, name === 'selectordinal');
    case 'select':
      return parseSelect(c, ref, inPlural);
    case 'decimal':
    case 'number':
      return { kind: 'decimal', ref, plan: planDecimal(parseDecimalArgs(c.words())) };
    case 'currency':
    case 'money':
      return { kind: 'money', ref, plan: planMoney(parseMoneyArgs(c.words())) };
    case 'datetime':
      return { kind: 'datetime', ref, spec: parseDateTimeArgs(c.words()) };
    case 'datetime-interval':
      return { kind: 'interval', refs: refToken.split(';').map(argRef), spec: parseIntervalArgs(c.words()) };
    default:
      return EMPTY;
  }
}

/** The `{...}` branch after a key; undefined when the key is not followed by one. */
function branch(c: Cursor, inPlural: boolean): Message | undefined {
  c.skipSeparators();
  if (c.src.charCodeAt(c.i) !== OPEN) return undefined;
  const close = matchingBrace(c.src, c.i, c.end);
  if (close < 0) return undefined;
  const body = parseRun(c.src, c.i + 1, close, inPlural, c.depth);
  c.i = close + 1;
  return body;
}

function parsePlural(c: Cursor, ref: ArgRef, ordinal: boolean): MessageNode {
  let offset = 0;
  const exact = new Map<number, Message>();
  const categories = new Map<string, Message>();
  for (let key = c.word(); key !== ''; key = c.word()) {
    if (key.startsWith('offset:')) {
      const value = key.slice(7);
      if (!/^\d+$/.test(value)) return EMPTY;
      offset = Number(value);
      continue;
    }
    const body = branch(c, true);
    if (body === undefined) return EMPTY;
    if (key.charCodeAt(0) === 61 /* = */) {
      const n = Number(key.slice(1));
      if (key.length === 1 || Number.isNaN(n)) return EMPTY;
      if (!exact.has(n)) exact.set(n, body);
    } else if (PLURAL_CATEGORIES.has(key)) {
      if (!categories.has(key)) categories.set(key, body);
    } else {
      return EMPTY;
    }
  }
  if (exact.size === 0 && categories.size === 0) return EMPTY;
  return { kind: 'plural', ref, ordinal, offset, exact, categories };
}

function parseSelect(c: Cursor, ref: ArgRef, inPlural: boolean): MessageNode {
  const branches = new Map<string, Message>();
  for (let key = c.word(); key !== ''; key = c.word()) {
    const body = branch(c, inPlural);
    if (body === undefined) return EMPTY;
    if (!branches.has(key)) branches.set(key, body);
  }
  return branches.size === 0 ? EMPTY : { kind: 'select', ref, branches };
}

const parsed = new BoundedCache<string, Message>(1000);

/** Messages come from data and repeat on every product of a page: each text is parsed once. */
export function cachedMessage(source: string): Message {
  return parsed.get(source) ?? parsed.set(source, parseMessage(source));
}
