import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { fillPhrase } from './fill-phrase';
import type { MailCopy } from './mail-copy';

/** The values each group of phrases is filled with (see MailCopy). */
const placeholders: Record<string, string[]> = {
  restockNotice: ['storeName', 'productTitle'],
  accountLink: ['storeName'],
  formSubmission: ['storeName', 'formName', 'submitted'],
  linkFallback: [],
};

/** Every phrase of a copy with the group it belongs to. */
function phrasesOf(copy: MailCopy): { group: string; path: string; phrase: string }[] {
  const found: { group: string; path: string; phrase: string }[] = [];
  const walk = (value: unknown, group: string, path: string) => {
    if (typeof value === 'string') found.push({ group, path, phrase: value });
    else for (const [key, inner] of Object.entries(value as object)) walk(inner, group, `${path}.${key}`);
  };
  for (const [group, value] of Object.entries(copy)) walk(value, group, group);
  return found;
}

describe.each([
  ['en', en],
  ['fr', fr],
  ['de', de],
  ['es', es],
])('the %s copy', (_language, copy) => {
  it('names only the values its mail fills in', () => {
    for (const { group, path, phrase } of phrasesOf(copy)) {
      const names = [...phrase.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
      for (const name of names)
        expect(`${path}: ${name}`).toBe(`${path}: ${placeholders[group].find((p) => p === name)}`);
    }
  });

  it('fills every phrase without a template error or a brace left over', () => {
    const values = { storeName: 'S', productTitle: 'P', formName: 'F', submitted: 'T' };
    for (const { phrase } of phrasesOf(copy)) {
      const filled = fillPhrase(phrase, values);
      expect(filled).not.toMatch(/[{}]/);
      expect(filled.trim()).not.toBe('');
    }
  });

  it('has its own words, not English left in place', () => {
    if (copy === en) return;
    const english = new Set(phrasesOf(en).map((p) => p.phrase));
    expect(phrasesOf(copy).filter((p) => english.has(p.phrase))).toEqual([]);
  });
});
