import { DEFAULT_THEME } from '@storefront/commerce';
import { accentLabelColor, themeContrastProblems, themeSettingsSchema } from './theme';

const theme = (change: Partial<Record<keyof typeof DEFAULT_THEME, unknown>> = {}) =>
  themeSettingsSchema.parse({ ...DEFAULT_THEME, ...change });

describe('the theme an owner chooses', () => {
  it('is the default theme until changed', () => {
    expect(themeSettingsSchema.parse({})).toEqual(DEFAULT_THEME);
    expect(themeContrastProblems(theme())).toEqual({});
  });

  it('keeps colours as lower-case #rrggbb and nothing else', () => {
    expect(theme({ accentColor: '#ABC' }).accentColor).toBe('#aabbcc');
    for (const accentColor of ['red', '#12345', '#1234567', 'rgb(0,0,0)', '#000;}', '#00000g', ' #000000'])
      expect(themeSettingsSchema.safeParse({ accentColor }).success).toBe(false);
  });

  it('takes a radius of 0 to 24 whole pixels and one of the listed fonts', () => {
    expect(theme({ radiusPx: 0 }).radiusPx).toBe(0);
    expect(theme({ radiusPx: 24 }).radiusPx).toBe(24);
    for (const radiusPx of [-1, 25, 2.5, '6']) expect(themeSettingsSchema.safeParse({ radiusPx }).success).toBe(false);
    expect(themeSettingsSchema.safeParse({ font: 'modern' }).success).toBe(true);
    expect(themeSettingsSchema.safeParse({ font: 'Comic Sans' }).success).toBe(false);
  });

  it('refuses text under 4.5:1 on its background (WCAG AA), and passes it at 4.5:1 and above', () => {
    // #767676 on white is 4.54:1, #777777 is 4.47:1 (rounded down)
    expect(themeContrastProblems(theme({ textColor: '#767676', backgroundColor: '#ffffff' }))).toEqual({});
    expect(themeContrastProblems(theme({ textColor: '#777777', backgroundColor: '#ffffff' }))).toEqual({
      themeTextColor: expect.stringContaining('4.47:1'),
    });
  });

  it('labels the accent with the text or background colour, whichever reads better, and refuses an accent neither reads on', () => {
    expect(accentLabelColor(theme({ accentColor: '#2b4c3f' }))).toBe(DEFAULT_THEME.backgroundColor);
    expect(accentLabelColor(theme({ accentColor: '#f2c94c' }))).toBe(DEFAULT_THEME.textColor);
    // mid grey on a dark-on-light theme: under 4.5:1 against both
    const grey = theme({ accentColor: '#8a8a8a', textColor: '#333333', backgroundColor: '#ffffff' });
    expect(themeContrastProblems(grey)).toEqual({ themeAccentColor: expect.stringContaining('4.5:1') });
  });
});
