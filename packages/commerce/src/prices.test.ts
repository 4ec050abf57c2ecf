import { describe, expect, it } from '@jest/globals';
import { compareMoney, effectivePrice, highestBy, lowestBy, money, pricesVary, sameMoney } from './index';

const variant = (price: number, onSale = false, sale = 0) => ({
  priceMoney: money(price),
  salePriceMoney: money(sale),
  onSale,
});

const byMoney = {
  samePrice: (a: ReturnType<typeof variant>, b: ReturnType<typeof variant>) => sameMoney(a.priceMoney, b.priceMoney),
  sameSaleFlag: (a: ReturnType<typeof variant>, b: ReturnType<typeof variant>) => a.onSale === b.onSale,
  sameSalePrice: (a: ReturnType<typeof variant>, b: ReturnType<typeof variant>) =>
    sameMoney(a.salePriceMoney, b.salePriceMoney),
  onSale: (entry: ReturnType<typeof variant>) => entry.onSale,
};

describe('prices', () => {
  it('pays the sale price while on sale', () => {
    expect(effectivePrice(variant(1200, true, 900))).toEqual(money(900));
    expect(effectivePrice(variant(1200, false, 900))).toEqual(money(1200));
  });

  it('finds the first lowest and highest entries', () => {
    const entries = [variant(1500), variant(1200, true, 900), variant(1000), variant(1500)];
    expect(lowestBy(entries, effectivePrice, compareMoney)).toBe(entries[1]);
    expect(highestBy(entries, (entry) => entry.priceMoney, compareMoney)).toBe(entries[0]);
    expect(lowestBy([], effectivePrice, compareMoney)).toBeUndefined();
  });

  it('shows a from-price when variants differ in price, sale flag or sale price', () => {
    expect(pricesVary([variant(1000), variant(1200)], byMoney)).toBe(true);
    expect(pricesVary([variant(1000), variant(1000, true)], byMoney)).toBe(true);
    expect(pricesVary([variant(1000, true, 500), variant(1000, true, 700)], byMoney)).toBe(true);
  });

  it('shows none for alike variants, one variant, or sale prices nobody pays', () => {
    expect(pricesVary([variant(1000), variant(1000)], byMoney)).toBe(false);
    expect(pricesVary([variant(1000)], byMoney)).toBe(false);
    expect(pricesVary([variant(1000, false, 500), variant(1000, false, 700)], byMoney)).toBe(false);
  });
});
