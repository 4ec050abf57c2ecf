/**
 * Price phrases are ICU-style messages ("{price} every {billingPeriodValue} weeks") that a site
 * may override through `localizedStrings`. This is the small subset such phrases use: named and
 * positional arguments, apostrophe quoting, and `select` / `plural` choices. Messages are
 * compiled once and cached, since the same few phrases repeat on every product of a page.
 */

/** Argument values in the order they are declared; `{0}` is the first. */
export type MessageArgs = ReadonlyArray<readonly [name: string, value: string]>;

type Part =
  | string
  | { readonly arg: string }
  | { readonly arg: string; readonly kind: 'select' | 'plural'; readonly branches: ReadonlyMap<string, Part[]> };

const MAX_CACHED = 256;
const compiled = new Map<string, Part[]>();

export function formatMessage(pattern: string, args: MessageArgs): string {
  let parts = compiled.get(pattern);
  if (parts === undefined) {
    parts = new Parser(pattern).parseParts(false);
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(pattern, parts);
  }
  return render(parts, args);
}

function argValue(args: MessageArgs, name: string): string | undefined {
  for (const [n, v] of args) if (n === name) return v;
  const index = /^\d+$/.test(name) ? Number(name) : -1;
  return index >= 0 && index < args.length ? args[index][1] : undefined;
}

function render(parts: readonly Part[], args: MessageArgs): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    const value = argValue(args, p.arg);
    if (!('kind' in p)) {
      out += value ?? '';
      continue;
    }
    const branch = p.kind === 'select' ? p.branches.get(value ?? '') : pluralBranch(p.branches, value);
    const chosen = branch ?? p.branches.get('other');
    if (chosen !== undefined) out += render(chosen, args);
  }
  return out;
}

/** English plural rules are enough here: exact `=n` matches, then `one` for 1, else `other`. */
function pluralBranch(branches: ReadonlyMap<string, Part[]>, value: string | undefined): Part[] | undefined {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return branches.get(`=${n}`) ?? (n === 1 ? branches.get('one') : undefined);
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  /** Text and arguments up to the end, or up to the `}` closing a choice branch. */
  parseParts(inBranch: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === "'") {
        text += this.quoted();
      } else if (c === '{') {
        if (text) parts.push(text);
        text = '';
        this.i++;
        const arg = this.argument();
        if (arg !== null) parts.push(arg);
      } else if (c === '}' && inBranch) {
        break;
      } else {
        text += c;
        this.i++;
      }
    }
    if (text) parts.push(text);
    return parts;
  }

  /** `''` is an apostrophe; `'{...}'` quotes syntax characters; a lone `'` is literal. */
  private quoted(): string {
    const s = this.s;
    const next = s[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (next !== '{' && next !== '}') {
      this.i++;
      return "'";
    }
    const end = s.indexOf("'", this.i + 1);
    const stop = end < 0 ? s.length : end;
    const text = s.slice(this.i + 1, stop);
    this.i = stop + 1;
    return text;
  }

  /** After `{`: `name}`, or `name, select|plural, key {branch} ...}`. Malformed ones print nothing. */
  private argument(): Part | null {
    const s = this.s;
    const close = s.indexOf('}', this.i);
    const comma = s.indexOf(',', this.i);
    if (close < 0) {
      this.i = s.length;
      return null;
    }
    if (comma < 0 || comma > close) {
      const name = s.slice(this.i, close).trim();
      this.i = close + 1;
      return { arg: name };
    }
    const name = s.slice(this.i, comma).trim();
    const comma2 = s.indexOf(',', comma + 1);
    const kind = comma2 < 0 ? '' : s.slice(comma + 1, comma2).trim();
    if (kind !== 'select' && kind !== 'plural') {
      this.skipArgument();
      return null;
    }
    this.i = comma2 + 1;
    const branches = new Map<string, Part[]>();
    for (;;) {
      while (this.i < s.length && /\s/.test(s[this.i])) this.i++;
      if (this.i >= s.length) break;
      if (s[this.i] === '}') {
        this.i++;
        break;
      }
      const open = s.indexOf('{', this.i);
      if (open < 0) {
        this.i = s.length;
        break;
      }
      const key = s.slice(this.i, open).trim();
      this.i = open + 1;
      const body = this.parseParts(true);
      this.i++; // the branch's closing brace
      branches.set(key, body);
    }
    return { arg: name, kind, branches };
  }

  /** Skip to the brace closing an argument this subset does not know. */
  private skipArgument(): void {
    let depth = 1;
    const s = this.s;
    while (this.i < s.length && depth > 0) {
      const c = s[this.i++];
      if (c === '{') depth++;
      else if (c === '}') depth--;
    }
  }
}
