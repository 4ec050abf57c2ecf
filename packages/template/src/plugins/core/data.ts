import type { Context } from '../../exec/context';
import { lenientNumber } from '../../exec/lenient';
import { field, isTruthy, toNumber, toText } from '../../exec/values';
import { splitPath } from '../../parse/path';
import { Formatter, mapValue } from '../../plugin';

/** Formatters that navigate and reshape JSON data. */
export const data: Record<string, Formatter> = {
  /** `get a b`: each argument is resolved; its value (or each element of an array value) is a key. */
  get: {
    prepare: (args) => args.filter((a) => a !== '').map(splitPath),
    apply(ctx, _args, vars, prepared) {
      let value = vars[0].value;
      for (const path of prepared as (string | number)[][]) {
        if (value === undefined) break;
        value = descend(value, ctx.resolve(path));
      }
      vars[0].value = value;
    },
  },
  /** `prop a.b`: literal keys. */
  prop: {
    prepare: (args) => args.filter((a) => a !== '').map(splitPath),
    apply(_ctx, _args, vars, prepared) {
      let value = vars[0].value;
      for (const path of prepared as (string | number)[][]) {
        for (const key of path) value = field(value, key);
      }
      vars[0].value = value;
    },
  },
  /** `lookup path`: the argument resolves to one key. */
  lookup: {
    prepare: (args) => (args.length > 0 ? splitPath(args[0]) : null),
    apply(ctx, _args, vars, prepared) {
      if (prepared === null) {
        vars[0].value = '';
        return;
      }
      vars[0].value = descend(vars[0].value, ctx.resolve(prepared as (string | number)[]));
    },
  },
  /** `key-by path`: a list of objects -> an object keyed by each element's value at path. */
  'key-by': {
    prepare: (args) => (args.length > 0 && args[0] !== '' ? splitPath(args[0]) : null),
    apply(_ctx, _args, vars, prepared) {
      const list = vars[0].value;
      const path = prepared as (string | number)[] | null;
      const out: Record<string, unknown> = {};
      // Anything but a list, or no path, keys nothing: an empty object.
      if (!Array.isArray(list) || path === null) {
        vars[0].value = out;
        return;
      }
      for (const item of list) {
        let key: unknown = item;
        for (const k of path) key = field(key, k);
        if (key !== undefined && key !== null) out[toText(key)] = item;
      }
      vars[0].value = out;
    },
  },
  'find-first': findEntry('first'),
  'find-last': findEntry('last'),
  count: mapValue((v) => {
    if (Array.isArray(v)) return v.length;
    if (typeof v === 'string') return v.length;
    if (v !== null && typeof v === 'object') return Object.keys(v).length;
    return 0;
  }),
  /** scalars as text; objects and arrays print nothing */
  str: mapValue((v) => (v !== null && typeof v === 'object' ? '' : toText(v))),
  /** the JSON text of any value */
  raw: mapValue((v) => (v === undefined ? 'null' : JSON.stringify(v))),
  /** 1-based position in the enclosing repeated section */
  iter: { apply: (ctx, _a, vars) => void (vars[0].value = ctx.resolve(['@index'])) },
  cycle: mapValue((v, args) => {
    if (args.length === 0) return '';
    const n = Math.trunc(toNumber(v));
    return args[(((n - 1) % args.length) + args.length) % args.length];
  }),
  // Values are read leniently ("12 items" is 12); text without a number counts as 0, never NaN.
  mod: mapValue((v, args) => {
    const m = args.length > 0 ? toNumber(args[0], 2) : 2;
    return lenientNumber(v, 0) % m;
  }),
  round: mapValue((v) => Math.round(lenientNumber(v, 0))),
  apply: {
    prepare: (args) => {
      const options: Record<string, string> = {};
      let hasOptions = false;
      let isolated = false;
      for (let i = 1; i < args.length; i++) {
        const eq = args[i].indexOf('=');
        if (eq > 0) {
          options[args[i].slice(0, eq)] = args[i].slice(eq + 1);
          hasOptions = true;
        } else if (args[i] === 'private') {
          isolated = true;
        }
      }
      return { name: args[0], options: hasOptions ? options : undefined, isolated };
    },
    apply(ctx: Context, _args, vars, prepared) {
      const { name, options, isolated } = prepared as {
        name: string | undefined;
        options: Record<string, string> | undefined;
        isolated: boolean;
      };
      if (!name) {
        ctx.error('engine', "Formatter 'apply' needs the name of a macro or partial");
        vars[0].value = '';
        return;
      }
      vars[0].value = ctx.applyPartial(name, vars[0].value, options, isolated);
    },
  },
};

/** Descend by a key, or by each key of an array of keys. */
/**
 * `find-first [lookup] path` / `find-last [lookup] path`: the first (last) element of a list whose
 * value at path is truthy; with a lookup, the path is read from the lookup's entry keyed by the
 * element's text (a list of ids found in a map of records). No path: the first (last) element.
 * Missing when nothing qualifies or the value is no list.
 */
function findEntry(from: 'first' | 'last'): Formatter {
  return {
    prepare: (args) => ({
      lookup: args.length === 2 ? splitPath(args[0]) : null,
      path: args.length >= 1 ? splitPath(args[args.length === 2 ? 1 : 0]) : null,
    }),
    apply(ctx, _args, vars, prepared) {
      const { lookup, path } = prepared as { lookup: (string | number)[] | null; path: (string | number)[] | null };
      const list = vars[0].value;
      if (!Array.isArray(list)) {
        vars[0].value = undefined;
        return;
      }
      const table = lookup === null ? undefined : ctx.resolve(lookup);
      const qualifies = (item: unknown): boolean => {
        if (path === null) return true;
        let value = lookup === null ? item : field(table, toText(item));
        for (const key of path) value = field(value, key);
        return isTruthy(value);
      };
      const ordered = from === 'first' ? list : [...list].reverse();
      vars[0].value = ordered.find(qualifies);
    },
  };
}

function descend(value: unknown, key: unknown): unknown {
  if (Array.isArray(key)) {
    for (const k of key) value = field(value, keyOf(k));
    return value;
  }
  return field(value, keyOf(key));
}

function keyOf(k: unknown): string | number {
  return typeof k === 'number' ? k : toText(k);
}
