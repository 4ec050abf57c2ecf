import { describe, expect, it } from '@jest/globals';
import { PRODUCT_TYPE } from '../product-types';
import {
  cartRequiresShipping,
  shippingOptionsFor,
  shippingRateProblems,
  type ShippedLine,
  type ShippingRate,
} from './shipping';

const shirt: ShippedLine = { productType: PRODUCT_TYPE.physical, quantity: 2, weightGrams: 300 };
const ebook: ShippedLine = { productType: PRODUCT_TYPE.digital, quantity: 1, weightGrams: 5000 };

const RATES: ShippingRate[] = [
  { id: 'standard', name: 'Standard', zone: 'everywhere', kind: 'flat', costCents: 900 },
  {
    id: 'by-weight',
    name: 'Tracked',
    zone: ['US', 'ca'],
    kind: 'weight',
    tiers: [
      { upToGrams: 2000, costCents: 1200 },
      { upToGrams: 500, costCents: 700 },
      { upToGrams: 1000, costCents: 950 },
    ],
  },
  { id: 'free', name: 'Free shipping', zone: ['US'], kind: 'freeAbove', minimumSubtotalCents: 5000 },
];

const optionsFor = (lines: ShippedLine[], subtotalCents: number, countryCode: string, rates = RATES) =>
  shippingOptionsFor({ lines, subtotalCents, countryCode }, rates);

describe('shippingOptionsFor', () => {
  it('offers the rates of the country zone and of every-country zones, cheapest first', () => {
    expect(optionsFor([shirt], 4000, 'US')).toEqual([
      { id: 'standard', name: 'Standard', costCents: 900 },
      { id: 'by-weight', name: 'Tracked', costCents: 950 },
    ]);
    expect(optionsFor([shirt], 4000, 'FR')).toEqual([{ id: 'standard', name: 'Standard', costCents: 900 }]);
    expect(optionsFor([shirt], 4000, 'ca').map((option) => option.id)).toEqual(['standard', 'by-weight']);
  });

  it('prices by the lightest weight tier that holds the parcel, tier limits included', () => {
    const tracked = (grams: number) =>
      optionsFor([{ productType: PRODUCT_TYPE.physical, quantity: 1, weightGrams: grams }], 0, 'US').find(
        (option) => option.id === 'by-weight',
      )?.costCents;
    expect(tracked(0)).toBe(700);
    expect(tracked(500)).toBe(700);
    expect(tracked(501)).toBe(950);
    expect(tracked(2000)).toBe(1200);
    expect(tracked(2001)).toBeUndefined();
  });

  it('an open last tier takes every heavier parcel', () => {
    const rates: ShippingRate[] = [
      {
        id: 'w',
        name: 'W',
        zone: 'everywhere',
        kind: 'weight',
        tiers: [
          { upToGrams: 1000, costCents: 500 },
          { upToGrams: null, costCents: 2500 },
        ],
      },
    ];
    expect(
      optionsFor([{ productType: PRODUCT_TYPE.physical, quantity: 10, weightGrams: 1000 }], 0, 'SE', rates),
    ).toEqual([{ id: 'w', name: 'W', costCents: 2500 }]);
  });

  it('counts only shipped lines in the parcel weight', () => {
    const tracked = optionsFor([shirt, ebook], 0, 'US').find((option) => option.id === 'by-weight');
    expect(tracked?.costCents).toBe(950);
  });

  it('ships free from the amount on, not below it', () => {
    expect(optionsFor([shirt], 5000, 'US')[0]).toEqual({ id: 'free', name: 'Free shipping', costCents: 0 });
    expect(optionsFor([shirt], 4999, 'US').map((option) => option.id)).not.toContain('free');
  });

  it('gives a cart with nothing to ship no option, and says it needs none', () => {
    const unshipped: ShippedLine[] = [
      ebook,
      { productType: PRODUCT_TYPE.giftCard, quantity: 1 },
      { productType: PRODUCT_TYPE.service, quantity: 1 },
    ];
    expect(optionsFor(unshipped, 10000, 'US')).toEqual([]);
    expect(cartRequiresShipping(unshipped)).toBe(false);
    expect(cartRequiresShipping([...unshipped, shirt])).toBe(true);
    expect(optionsFor([], 0, 'US')).toEqual([]);
  });

  it('offers nothing where no zone reaches', () => {
    expect(optionsFor([shirt], 0, 'JP', RATES.slice(1))).toEqual([]);
  });
});

describe('shippingRateProblems', () => {
  it('accepts sound rates and names what is wrong with a bad one', () => {
    for (const rate of RATES) expect(shippingRateProblems(rate)).toEqual([]);
    expect(shippingRateProblems({ id: 'x', name: ' ', zone: [], kind: 'flat', costCents: 9.5 })).toEqual([
      'name is required',
      'zone must name at least one country, or be everywhere',
      'costCents must be whole minor units',
    ]);
    expect(
      shippingRateProblems({
        id: 'w',
        name: 'W',
        zone: ['USA'],
        kind: 'weight',
        tiers: [
          { upToGrams: 500, costCents: 100 },
          { upToGrams: 500, costCents: -1 },
        ],
      }),
    ).toEqual([
      'zone must hold two-letter country codes',
      'each tier costCents must be whole minor units',
      'tiers must not repeat a weight limit',
    ]);
    expect(
      shippingRateProblems({ id: 'f', name: 'F', zone: 'everywhere', kind: 'freeAbove', minimumSubtotalCents: -1 }),
    ).toEqual(['minimumSubtotalCents must be whole minor units']);
  });
});
