import { Readable } from 'node:stream';
import express, { type Request, type Response } from 'express';
import { isBeaconForm, plainFormFields } from './beacon-form';

const LIMIT = 16;
/** The census routes' parser (routes/census-events.ts), run over a body's bytes. */
const parseForm = express.urlencoded({ extended: false, limit: 64 * 1024, parameterLimit: LIMIT, inflate: false });

function expressFields(text: string): Promise<unknown> {
  const bytes = Buffer.from(text);
  const req = Object.assign(Readable.from([bytes], { objectMode: false }), {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(bytes.length) },
    body: undefined as unknown,
  });
  return new Promise((resolve) =>
    parseForm(req as unknown as Request, {} as Response, (error?: unknown) =>
      resolve(error === undefined ? { ...(req.body as object) } : 'failed'),
    ),
  );
}

/** A random body: fields of names and values made of the characters that matter to a form parser. */
function randomBody(seed: number): string {
  const names = ['a', 'b', 'data', 'ss_cvr', 'x-1', 'a.b', 'a[b]', '[0]', '__proto__', 'constructor', '', 'a%20', 'é'];
  const parts = [
    'a',
    'Z',
    '0',
    '_',
    '.',
    '=',
    '+',
    '%',
    '%2',
    '%20',
    '%5B',
    '%5d',
    '[',
    ']',
    ']=',
    '%E2%9C%93',
    '%E0%A4%A',
    'é',
    '&',
  ];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const value = () => Array.from({ length: next() % 6 }, () => parts[next() % parts.length]).join('');
  return Array.from({ length: 1 + (next() % 5) }, () => {
    const name = names[next() % names.length]!;
    return next() % 5 === 0 ? name : `${name}=${value()}`;
  }).join('&');
}

describe('plainFormFields', () => {
  it('reads a beacon as express reads it', async () => {
    const body = new URLSearchParams({
      event: 'View',
      data: JSON.stringify({ url: 'https://shop.test/shop?a=1&b=[2]', title: 'Shirts + more 100% [new]' }),
      ss_cvr: 'abc|1|2|3|4',
      crumb: 'n0nce.sig-_',
    }).toString();
    const fields = plainFormFields(body, LIMIT);
    expect(fields).toBeDefined();
    expect(fields).toEqual(await expressFields(body));
    expect(plainFormFields('a=1&&b=&c', LIMIT)).toEqual({ a: '1', b: '', c: '' });
  });

  it('leaves to express what it does not read the same way: repeats, brackets, escapes in names, too many fields', () => {
    for (const body of [
      'a=1&a=2',
      'a[b]=1',
      'a%5Bb%5D=1',
      'a=x%5D=y',
      '__proto__=1',
      'toString=1',
      '=1',
      'a%20b=1',
      '\ufeffa=1',
      '',
    ])
      expect(plainFormFields(body, LIMIT)).toBeUndefined();
    expect(plainFormFields(Array.from({ length: LIMIT + 1 }, (_, n) => `f${n}=1`).join('&'), LIMIT)).toBeUndefined();
    expect(plainFormFields(`a=1${'&'.repeat(LIMIT)}`, LIMIT)).toBeUndefined();
  });

  it('agrees with express on every body it reads, over 5,000 random bodies', async () => {
    let read = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const body = randomBody(seed);
      const fields = plainFormFields(body, LIMIT);
      if (fields === undefined) continue;
      read++;
      expect({ body, fields }).toEqual({ body, fields: await expressFields(body) });
    }
    expect(read).toBeGreaterThan(300);
  });
});

describe('isBeaconForm', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'content-length': '120' };

  it('takes a whole, uncompressed UTF-8 form within the limit and nothing else', () => {
    expect(isBeaconForm(form, 1000)).toBe(true);
    expect(isBeaconForm({ ...form, 'content-type': 'application/x-www-form-urlencoded' }, 1000)).toBe(true);
    expect(
      isBeaconForm({ ...form, 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' }, 1000),
    ).toBe(false);
    expect(isBeaconForm({ ...form, 'content-type': 'application/json' }, 1000)).toBe(false);
    expect(isBeaconForm({ ...form, 'content-encoding': 'gzip' }, 1000)).toBe(false);
    expect(isBeaconForm({ 'content-type': form['content-type'], 'transfer-encoding': 'chunked' }, 1000)).toBe(false);
    expect(isBeaconForm(form, 100)).toBe(false);
    expect(isBeaconForm({ ...form, 'content-length': '1e3' }, 1000)).toBe(false);
  });
});
