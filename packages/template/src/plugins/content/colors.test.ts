import { applyFormatter } from '../../../test/formatter-harness';
import { family } from './index';

const format = (name: string, value: unknown) => applyFormatter(family.formatters[name], value);

describe('color-weight', () => {
  test.each([
    ['#fff', 'light'],
    ['FFF', 'light'],
    ['#808080', 'light'],
    ['#7fffff', 'dark'],
    ['#800000', 'light'],
    ['#00ff00', 'dark'],
    ['#000', 'dark'],
  ])('%s is %s', (color, weight) => {
    expect(format('color-weight', color)).toBe(weight);
  });

  test.each(['#ffff', '#fffff', '#1000000', '#ggg', '', ' #fff', '#'])('%j is not a hex colour', (color) => {
    expect(format('color-weight', color)).toBe('');
  });

  test('non-strings print nothing', () => {
    expect(format('color-weight', 5)).toBe('');
    expect(format('color-weight', undefined)).toBe('');
  });
});

describe('website-color', () => {
  test('hsl and hsla with at most two decimals', () => {
    expect(format('website-color', { hue: 200, saturation: 0.3, lightness: 0.5 })).toBe('hsl(200, 30%, 50%)');
    expect(format('website-color', { hue: 0.956, saturation: 0.9554, lightness: 0.9567, alpha: 0.555 })).toBe(
      'hsla(0.96, 95.54%, 95.67%, 0.56)',
    );
  });

  test('reports each out-of-range part', () => {
    expect(format('website-color', { hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
  });

  test('needs hue, saturation and lightness', () => {
    expect(format('website-color', { hue: 1, saturation: 1 })).toBe('Missing an H/S/L value.');
    expect(format('website-color', 'x')).toBe('Missing an H/S/L value.');
  });
});
