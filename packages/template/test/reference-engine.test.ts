import * as fs from 'fs';
import * as path from 'path';
import { FORMATTERS, PREDICATES, renderTemplate } from '../src';
import { loadVectors, vectorsPresent } from './vectors';

/**
 * Our engine against the published reference engine (`@squarespace/template-engine`): every
 * formatter and predicate it registers is registered here, and each behaves the same on the data
 * of every conformance vector and on empty input, except for the differences kept on purpose
 * (listed here and in the README, each with its reason).
 */

/* eslint-disable @typescript-eslint/no-require-imports -- the reference ships CommonJS only */
const reference = require('@squarespace/template-engine') as {
  Formatters: Record<string, unknown>;
  Predicates: Record<string, unknown>;
  Compiler: new () => {
    parse(text: string): { code: unknown };
    execute(options: Record<string, unknown>): { ctx: { render(): string } };
  };
};
const { CLDRFramework } = require('@phensley/cldr') as {
  CLDRFramework: new (options: { loader: (language: string) => string }) => { get(locale: string): unknown };
};
/* eslint-enable @typescript-eslint/no-require-imports */

const packs = path.join(path.dirname(require.resolve('@phensley/cldr/package.json')), 'packs');
const english = new CLDRFramework({
  loader: (language) => fs.readFileSync(path.join(packs, `${language}.json`), 'utf8'),
}).get('en');
const compiler = new reference.Compiler();
const NOW = 1_700_000_000_000;

function referenceOutput(template: string, json: unknown): string {
  const { code } = compiler.parse(template);
  return compiler.execute({ code, json, cldr: english, now: NOW, enableExpr: true, enableInclude: true }).ctx.render();
}

function ourOutput(template: string, json: unknown): string {
  return renderTemplate({ template, json, locale: 'en', now: NOW, enableExpr: true, enableInclude: true }).output;
}

/** Empty and odd inputs, then every distinct value found in the conformance vectors' data. */
function corpus(): unknown[] {
  const values: unknown[] = [undefined, '', null, [], {}, 0, 1, 2, -3, 12.5, 'abc', '7.50', true, false];
  if (!vectorsPresent()) return values;
  const seen = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    const key = JSON.stringify(value);
    if (key === undefined || key.length > 20_000) return;
    if (!seen.has(key)) {
      seen.add(key);
      values.push(value);
    }
    if (depth < 3 && value !== null && typeof value === 'object') {
      for (const child of Object.values(value)) walk(child, depth + 1);
    }
  };
  for (const vector of loadVectors()) walk(vector.json, 0);
  return values;
}

interface Difference {
  value: unknown;
  reference: string;
  ours: string;
}

/** Differences kept on purpose: the name, why, and which outputs they cover. */
const KEPT: Record<string, { why: string; covers(d: Difference): boolean }> = {
  mod: {
    why: 'text that is not a number counts as 0 rather than printing NaN on a page',
    covers: (d) => d.reference === 'NaN' && d.ours === '0',
  },
  round: {
    why: 'text that is not a number counts as 0 rather than printing NaN on a page',
    covers: (d) => d.reference === 'NaN' && d.ours === '0',
  },
  'color-weight': {
    why: 'spec §5: a hex colour has 3 or 6 digits; the reference also reads 4 and 5',
    covers: (d) => /^#?[0-9a-f]{4,5}$/i.test(String(d.value)) && d.ours === '',
  },
  slugify: {
    why: 'letters of every script are kept, and no slug has a run of hyphens or starts or ends with one',
    covers: (d) =>
      d.ours === d.reference.replace(/-{2,}/g, '-').replace(/^-|-$/g, '') || /[^\x20-\x7e]/.test(String(d.value)),
  },
  'url-encode': {
    why: 'encodes every reserved character (/ @ : …), so the value is safe anywhere in a query',
    covers: (d) => decodeURIComponent(d.ours) === decodeURIComponent(d.reference),
  },
  'activate-twitter-links': {
    why: 'the tweet text is escaped before links are made: a tweet cannot inject markup',
    covers: (d) => d.ours !== d.reference && !/<(?!a |\/a>)/.test(d.ours),
  },
  image: {
    why: 'the alt text is escaped once; the reference escapes it twice in the second <img>',
    covers: (d) => d.reference.includes('&amp;lt;') && !d.ours.includes('&amp;lt;'),
  },
  message: {
    why: 'an argument the message names but the tag does not pass prints nothing; the reference prints the placeholder text',
    covers: (d) => /\{\d+ unit /.test(String(d.value)),
  },
  plural: {
    why: 'as message: a missing argument prints nothing',
    covers: (d) => /\{\d+ unit /.test(String(d.value)),
  },
  datetime: {
    why: "the site's time zone is the page's website.timeZone, not one found on the formatted value",
    covers: (d) => JSON.stringify(d.value).includes('"timeZone"'),
  },
};

/** A line no formatter prints, between the outputs for each value. */
const SEPARATOR = '\n<<next value>>\n';

/**
 * The differences of each name's output over every value, by one render per name and engine: a
 * repeated section gives each value in turn (wrapped, so that falsy values are there too).
 */
function differences(tag: (name: string) => string, names: string[], values: unknown[]) {
  const json = { values: values.map((v) => (v === undefined ? {} : { v })) };
  const found: Record<string, Difference[]> = {};
  for (const name of names) {
    const template = `{.repeated section values}${tag(name)}{.alternates with}${SEPARATOR}{.end}`;
    const theirs = referenceOutput(template, json).split(SEPARATOR);
    const ours = ourOutput(template, json).split(SEPARATOR);
    values.forEach((value, i) => {
      const d = { value, reference: theirs[i] ?? '', ours: ours[i] ?? '' };
      if (d.reference !== d.ours && !KEPT[name]?.covers(d)) (found[name] ??= []).push(d);
    });
  }
  return found;
}

describe('the reference engine’s registries', () => {
  it('has every formatter the reference engine registers', () => {
    expect(Object.keys(reference.Formatters).filter((name) => !(name in FORMATTERS))).toEqual([]);
  });

  it('has every predicate the reference engine registers', () => {
    expect(Object.keys(reference.Predicates).filter((name) => !(name in PREDICATES))).toEqual([]);
  });
});

describe('behaviour against the reference engine', () => {
  const values = corpus();

  it('every predicate answers as the reference does, on the value and in its .or branch', () => {
    const tag = (name: string) => `{.section v}{.${name}}Y{.or}N{.end}{.or}{.${name}}y{.or}n{.end}{.end}`;
    expect(differences(tag, Object.keys(reference.Predicates), values)).toEqual({});
  });

  it('every formatter prints what the reference prints, differences kept on purpose aside', () => {
    expect(differences((name) => `{v|${name}}`, Object.keys(reference.Formatters), values)).toEqual({});
  });

  it('formatter arguments are read where the reference reads them', () => {
    const json = {
      msg: 'Hi {0}',
      who: 'Ann',
      items: [
        { id: 'a', on: false },
        { id: 'b', on: true },
      ],
      base: { who: 'Bo' },
    };
    for (const template of [
      '{.section base}{msg|message who}{.end}',
      '{.section base}{msg|format who}{.end}',
      '{items|find-first on|json}',
      '{items|find-last on|json}',
      '{items|key-by id|json}',
    ]) {
      expect(ourOutput(template, json)).toBe(referenceOutput(template, json));
    }
  });
});

describe('dates in the calendar the locale asks for', () => {
  const instant = { t: 1_613_597_165_345 };
  const dated = (locale: string) =>
    renderTemplate({ template: '{t|datetime date:long}', json: instant, locale, now: NOW }).output;

  it('writes Thai dates in the Buddhist era and Japanese ones by era when asked', () => {
    expect(dated('th')).toContain('2564');
    expect(dated('ja-u-ca-japanese')).toContain('令和3年');
    expect(dated('en')).toContain('2021');
  });
});
