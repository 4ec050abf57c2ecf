import { InvalidArgumentError } from '@storefront/service-kit/errors';
import {
  correctionDistance,
  matchingQuery,
  nearestCorrections,
  searchRequestOf,
  searchWordsOf,
  typedWordsQuery,
} from './search';

describe('search words', () => {
  it('takes the distinct lower-case words, letters and digits of any script', () => {
    expect(searchWordsOf('  Linen SHIRT, linen!  ')).toEqual(['linen', 'shirt']);
    expect(searchWordsOf('Crème brûlée 2x')).toEqual(['crème', 'brûlée', '2x']);
    expect(searchWordsOf("it's\u0000a\ttest")).toEqual(['it', 's', 'a', 'test']);
  });

  it('finds no word in punctuation, text-search syntax or control characters', () => {
    expect(searchWordsOf(" '&|!:*()<->\u0007\u001b")).toEqual([]);
  });

  it('keeps eight words of at most 40 characters', () => {
    expect(searchWordsOf('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchWordsOf('x'.repeat(60))).toEqual(['x'.repeat(40)]);
  });
});

describe('search requests', () => {
  it('defaults the page and page size, and caps the page size', () => {
    expect(searchRequestOf('linen', 0, 0)).toEqual({ words: ['linen'], page: 1, pageSize: 20 });
    expect(searchRequestOf('linen', 3, 1000)).toEqual({ words: ['linen'], page: 3, pageSize: 100 });
  });

  it.each([
    ['a'.repeat(201), 1, 10],
    ['linen', -1, 10],
    ['linen', 501, 10],
    ['linen', 1, -5],
  ])('refuses %j page %i size %i', (query, page, size) => {
    expect(() => searchRequestOf(query, page, size)).toThrow(InvalidArgumentError);
  });
});

describe('search corrections and queries', () => {
  it('allows more edits for longer words', () => {
    expect(['mug', 'lamp', 'lenin', 'sweater'].map(correctionDistance)).toEqual([0, 1, 2, 2]);
  });

  it('keeps only the nearest corrections of each word', () => {
    const nearest = nearestCorrections([
      { typed: 'walnot', correction: 'walnut', distance: 1 },
      { typed: 'walnot', correction: 'want', distance: 2 },
      { typed: 'lenin', correction: 'linen', distance: 2 },
      { typed: 'lenin', correction: 'lemon', distance: 2 },
    ]);
    expect(Object.fromEntries(nearest)).toEqual({ walnot: ['walnut'], lenin: ['linen', 'lemon'] });
  });

  it('matches every word as a prefix or one of its corrections, leaving out any correction that is not a plain word', () => {
    const corrections = new Map([['lenin', ['linen', "o'clock", 'lenin']]]);
    expect(matchingQuery(['lenin', 'shirt'], corrections)).toBe("('lenin':* | 'linen') & ('shirt':*)");
    expect(typedWordsQuery(['lenin', 'shirt'])).toBe("'lenin':* | 'shirt':*");
  });
});
