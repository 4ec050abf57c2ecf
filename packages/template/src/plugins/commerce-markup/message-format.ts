import { toNumber } from '../../exec/values';
import { scalarText } from './text';

/**
 * A small ICU-style message formatter for the store strings merchants may localize ("Select
 * {variantName}", "Only {qtyInStock} left!"). Messages come from page data, so they are
 * interpreted directly rather than compiled.
 *
 * Supported: `{name}` and positional `{0}` arguments, `{n, number}`, `{n, plural, ...}` with
 * `=N` branches, categories, `offset:N` and `#`, `{n, selectordinal, ...}`, `{k, select, ...}`.
 * An apostrophe always opens a quoted literal (`''` is a literal apostrophe); a brace that never
 * closes is printed as text. Unknown arguments print nothing.
 */

export interface MessageArg {
  readonly name: string;
  readonly value: unknown;
}

const NO_ARGS: readonly MessageArg[] = [];

export function formatMessage(
  message: string,
  args: readonly MessageArg[] = NO_ARGS,
  locale: string | null = null,
): string {
  // Most store strings have no syntax at all.
  if (message.indexOf('{') < 0 && message.indexOf("'") < 0) return message;
  return formatRange(message, 0, message.length, { args, locale: locale ?? 'en' }, undefined);
}

interface Env {
  readonly args: readonly MessageArg[];
  readonly locale: string;
}

const APOSTROPHE = 39;
const OPEN = 123;
const CLOSE = 125;
const HASH = 35;

/** Format s[start, end); `pound` is the number that `#` prints inside a plural branch. */
function formatRange(s: string, start: number, end: number, env: Env, pound: string | undefined): string {
  let out = '';
  let run = start;
  let i = start;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === APOSTROPHE) {
      out += s.slice(run, i);
      if (i + 1 < end && s.charCodeAt(i + 1) === APOSTROPHE) {
        out += "'";
        i += 2;
      } else {
        const close = s.indexOf("'", i + 1);
        const stop = close < 0 || close >= end ? end : close;
        out += s.slice(i + 1, stop);
        i = stop + 1;
      }
      run = i;
    } else if (c === OPEN) {
      const close = matchingBrace(s, i, end);
      if (close < 0) break; // unclosed: the rest is text
      out += s.slice(run, i) + formatArgument(s, i + 1, close, env, pound);
      i = close + 1;
      run = i;
    } else if (c === HASH && pound !== undefined) {
      out += s.slice(run, i) + pound;
      i++;
      run = i;
    } else {
      i++;
    }
  }
  return run < end ? out + s.slice(run, end) : out;
}

function matchingBrace(s: string, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === OPEN) depth++;
    else if (c === CLOSE && --depth === 0) return i;
  }
  return -1;
}

/** Format the inside of `{...}` found at s[start, end). */
function formatArgument(s: string, start: number, end: number, env: Env, pound: string | undefined): string {
  const comma = s.indexOf(',', start);
  if (comma < 0 || comma >= end) return scalarText(argValue(env, s.slice(start, end).trim()));
  const value = argValue(env, s.slice(start, comma).trim());
  const typeEnd = s.indexOf(',', comma + 1);
  const hasStyle = typeEnd >= 0 && typeEnd < end;
  const type = s.slice(comma + 1, hasStyle ? typeEnd : end).trim();
  const styleStart = hasStyle ? typeEnd + 1 : end;
  switch (type) {
    case 'plural':
    case 'selectordinal':
      return formatPlural(s, styleStart, end, env, value, type === 'selectordinal');
    case 'select':
      return formatSelect(s, styleStart, end, env, value, pound);
    case 'number':
      return value === undefined || value === null ? '' : numberFormat(env.locale).format(toNumber(value, NaN));
    default:
      return scalarText(value);
  }
}

function argValue(env: Env, name: string): unknown {
  const args = env.args;
  for (let i = 0; i < args.length; i++) if (args[i].name === name) return args[i].value;
  const c = name.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    const index = Number(name);
    if (Number.isInteger(index) && index < args.length) return args[index].value;
  }
  return undefined;
}

interface Branch {
  key: string;
  start: number;
  end: number;
}

/** Parse `key {message} key {message} ...`; an `offset:N` token is returned as a branch too. */
function parseBranches(s: string, start: number, end: number): Branch[] {
  const branches: Branch[] = [];
  let i = start;
  while (i < end) {
    while (i < end && isSpace(s.charCodeAt(i))) i++;
    if (i >= end) break;
    const keyStart = i;
    while (i < end && !isSpace(s.charCodeAt(i)) && s.charCodeAt(i) !== OPEN) i++;
    const key = s.slice(keyStart, i);
    while (i < end && isSpace(s.charCodeAt(i))) i++;
    if (key.startsWith('offset:')) {
      branches.push({ key, start: i, end: i });
      continue;
    }
    if (i >= end || s.charCodeAt(i) !== OPEN) break; // malformed: keep what parsed
    const close = matchingBrace(s, i, end);
    if (close < 0) break;
    branches.push({ key, start: i + 1, end: close });
    i = close + 1;
  }
  return branches;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function formatPlural(s: string, start: number, end: number, env: Env, value: unknown, ordinal: boolean): string {
  const branches = parseBranches(s, start, end);
  const n = toNumber(value, NaN);
  let offset = 0;
  for (const b of branches) if (b.key.startsWith('offset:')) offset = toNumber(b.key.slice(7), 0);
  const shown = n - offset;
  let chosen = branches.find((b) => b.key.charCodeAt(0) === 61 /* = */ && Number(b.key.slice(1)) === n);
  if (chosen === undefined && !Number.isNaN(shown)) {
    const category = pluralRules(env.locale, ordinal).select(shown);
    chosen = branches.find((b) => b.key === category);
  }
  chosen ??= branches.find((b) => b.key === 'other');
  if (chosen === undefined) return '';
  return formatRange(s, chosen.start, chosen.end, env, String(shown));
}

function formatSelect(
  s: string,
  start: number,
  end: number,
  env: Env,
  value: unknown,
  pound: string | undefined,
): string {
  const branches = parseBranches(s, start, end);
  const key = scalarText(value);
  const chosen = branches.find((b) => b.key === key) ?? branches.find((b) => b.key === 'other');
  return chosen === undefined ? '' : formatRange(s, chosen.start, chosen.end, env, pound);
}

// Intl objects are costly to build; keep one per locale.
const cardinalRules = new Map<string, Intl.PluralRules>();
const ordinalRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRules(locale: string, ordinal: boolean): Intl.PluralRules {
  const cache = ordinal ? ordinalRules : cardinalRules;
  let rules = cache.get(locale);
  if (rules === undefined) {
    const type = ordinal ? 'ordinal' : 'cardinal';
    try {
      rules = new Intl.PluralRules(locale, { type });
    } catch {
      rules = new Intl.PluralRules('en', { type }); // malformed locale tag
    }
    cache.set(locale, rules);
  }
  return rules;
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat('en');
    }
    numberFormats.set(locale, format);
  }
  return format;
}
