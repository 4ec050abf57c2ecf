import { describe, expect, it } from '@jest/globals';
import { SUBDIVISION_COUNTRIES, subdivisionsOf } from './subdivisions';

const names = (country: string) => (subdivisionsOf(country) ?? []).map((region) => region.name);
const codes = (country: string) => (subdivisionsOf(country) ?? []).map((region) => region.code);

describe('subdivision lists (spec §3 address vocabulary)', () => {
  it('has the twelve countries the spec lists', () => {
    expect([...SUBDIVISION_COUNTRIES].sort()).toEqual(
      ['AU', 'CA', 'DE', 'ES', 'FR', 'GB', 'IE', 'NL', 'NO', 'NZ', 'SE', 'US'].sort(),
    );
  });

  it.each([
    ['US', 54], // 50 states, District of Columbia, AA, AE, AP
    ['CA', 13], // 10 provinces, 3 territories
    ['AU', 8], // 6 states, 2 territories
    ['NZ', 16],
    ['IE', 26],
    ['ES', 52], // 50 provinces, Ceuta, Melilla
    ['FR', 18], // 13 metropolitan, 5 overseas regions
    ['DE', 16],
    ['NL', 12],
    ['NO', 15],
    ['SE', 21],
    ['GB', 4],
  ])('%s has %i entries, each with a unique code', (country, count) => {
    expect(subdivisionsOf(country)).toHaveLength(count);
    expect(new Set(codes(country)).size).toBe(count);
  });

  it('US: states with DC, then the three armed-forces areas, no outlying areas', () => {
    expect(codes('US')).toEqual(expect.arrayContaining(['NY', 'CA', 'DC']));
    expect(codes('US').slice(-3).sort()).toEqual(['AA', 'AE', 'AP']);
    expect(codes('US')).not.toContain('PR');
    expect(names('US').indexOf('District of Columbia')).toBeLessThan(names('US').indexOf('Florida'));
  });

  it('keeps the kind the spec names: provinces not communities, nations not councils, current counties', () => {
    expect(names('ES')).toEqual(expect.arrayContaining(['Madrid', 'Barcelona', 'Ceuta', 'Melilla']));
    expect(names('ES')).not.toContain('Catalonia');
    expect(names('GB').sort()).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    expect(names('IE')).not.toContain('Munster');
    expect(names('NO')).toEqual(expect.arrayContaining(['Akershus', 'Troms', 'Finnmark']));
    expect(names('NO')).not.toContain('Svalbard');
    expect(names('FR')).toEqual(expect.arrayContaining(['Île-de-France', 'Guadeloupe']));
    expect(names('CA')).toEqual(expect.arrayContaining(['Quebec', 'Yukon']));
  });

  it('sorts by name', () => {
    const de = names('DE');
    expect(de).toEqual([...de].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has no list for other countries, whatever the case of the code', () => {
    expect(subdivisionsOf('JP')).toBeNull();
    expect(subdivisionsOf('constructor')).toBeNull();
    expect(subdivisionsOf('us')).toBe(subdivisionsOf('US'));
  });
});
