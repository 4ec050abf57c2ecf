import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { DEFAULT_THEME } from '@storefront/commerce';
import type { catalogV1 } from '@storefront/proto';
import { themeStyle } from './theme-properties';

extend([a11yPlugin]);

const theme = (change: Partial<catalogV1.ThemeSettings> = {}): catalogV1.ThemeSettings => ({
  ...DEFAULT_THEME,
  accentLabelColor: DEFAULT_THEME.backgroundColor,
  ...change,
});

/** The custom properties of a style rule, by name. */
const propertiesOf = (style: string) =>
  Object.fromEntries(
    /^:root\{(.*)\}$/
      .exec(style)![1]!
      .split(';')
      .map((declaration) => [
        declaration.slice(0, declaration.indexOf(':')),
        declaration.slice(declaration.indexOf(':') + 1),
      ]),
  );

describe("the owner's theme as custom properties", () => {
  it('adds nothing for the default theme or settings that never came', () => {
    expect(themeStyle(undefined)).toBe('');
    expect(themeStyle(theme())).toBe('');
  });

  it('writes only what the owner changed', () => {
    expect(themeStyle(theme({ radiusPx: 0 }))).toBe(':root{--radius:0px}');
    expect(Object.keys(propertiesOf(themeStyle(theme({ font: 'editorial' }))))).toEqual([
      '--font-body',
      '--font-heading',
    ]);
  });

  it('keeps every text colour at AA on every ground it is drawn on, also for a dark theme', () => {
    const dark = theme({
      textColor: '#f2efe9',
      backgroundColor: '#1b1d22',
      accentColor: '#f2c94c',
      accentLabelColor: '#1b1d22',
    });
    const properties = propertiesOf(themeStyle(dark));
    for (const ground of ['--paper', '--surface', '--tint']) {
      for (const text of ['--ink', '--muted', '--sale'])
        expect(colord(properties[text]!).contrast(properties[ground]!)).toBeGreaterThanOrEqual(4.5);
    }
    for (const accent of ['--accent', '--accent-hover'])
      expect(colord(properties['--accent-ink']!).contrast(properties[accent]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes no value that did not pass the checks, so no setting can leave the rule', () => {
    const hostile = theme({
      accentColor: '#000000;}</style><script>alert(1)</script>',
      font: 'x;}body{display:none',
      radiusPx: 1e9,
    });
    expect(themeStyle(hostile)).toBe('');
  });
});
