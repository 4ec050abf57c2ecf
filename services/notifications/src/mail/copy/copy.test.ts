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
  formSubmission: ['storeName', 'formName'],
  orderConfirmation: ['storeName', 'orderNumber'],
  giftCard: ['storeName'],
  linkFallback: [],
};

/** Values only one phrase is filled with, by the phrase's name, and which it must name. */
const phraseOwnValues: Record<string, string[]> = {
  submitted: ['submitted'],
  expiry: ['expires'],
  giftCardPaid: ['last4'],
};

const namesIn = (phrase: string) => [...phrase.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
const phraseName = (path: string) => path.slice(path.lastIndexOf('.') + 1);

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
      const allowed = [...placeholders[group], ...(phraseOwnValues[phraseName(path)] ?? [])];
      for (const name of namesIn(phrase))
        expect(`${path}: ${name}`).toBe(`${path}: ${allowed.find((p) => p === name)}`);
    }
  });

  it('names the value a phrase exists to state (the time submitted, the moment a link expires)', () => {
    const stating = phrasesOf(copy).filter(({ path }) => phraseOwnValues[phraseName(path)]);
    expect(stating.map(({ path }) => path).sort()).toEqual([
      'accountLink.customerPasswordReset.expiry',
      'accountLink.invitation.expiry',
      'accountLink.ownerPasswordReset.expiry',
      'formSubmission.submitted',
      'orderConfirmation.giftCardPaid',
    ]);
    for (const { path, phrase } of stating)
      for (const name of phraseOwnValues[phraseName(path)])
        expect(`${path}: ${namesIn(phrase).includes(name)}`).toBe(`${path}: true`);
  });

  it('fills every phrase without a template error or a brace left over', () => {
    const values = {
      storeName: 'S',
      productTitle: 'P',
      formName: 'F',
      submitted: 'T',
      expires: 'E',
      orderNumber: 'O',
      last4: 'L',
    };
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
