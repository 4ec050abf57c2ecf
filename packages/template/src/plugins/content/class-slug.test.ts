import { classSlug } from './class-slug';

/** The definition the single pass must agree with. */
const reference = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-');

test.each([
  'Foo Bar',
  'a ! b',
  'a - b',
  'a\tb',
  '  sp  ',
  'a_b',
  'A1é2',
  'Ünï',
  '\u212a',
  'x\u00a0\u3000y',
  'İstanbul',
  'big <block> type!',
  '',
  'already-a-slug-42',
])('%j', (name) => {
  expect(classSlug(name)).toBe(reference(name));
});

test('random strings agree with the definition', () => {
  const alphabet = 'aZ09 -_!\t\u00a0éK\u212a\u2003<>"\'İ';
  for (let n = 0; n < 2000; n++) {
    let s = '';
    const len = n % 12;
    for (let i = 0; i < len; i++) s += alphabet[(n * 7 + i * 13 + ((n * i) % 5)) % alphabet.length];
    expect(classSlug(s)).toBe(reference(s));
  }
});
