import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { AA_CONTRAST, DEFAULT_THEME, THEME_FONTS, THEME_RADIUS_PX } from '@storefront/commerce';
import { z } from 'zod';

extend([a11yPlugin]);

/** #rgb or #rrggbb in any case, kept as lower-case #rrggbb: the only colour text a page's CSS ever gets. */
export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { error: 'Enter a colour as a hex code, such as #2b4c3f.' })
  .transform((value) => colord(value).toHex());

const fontIds = THEME_FONTS.map((font) => font.id) as [string, ...string[]];
export const themeFont = z.enum(fontIds, { error: 'Choose one of the listed fonts.' });
const radiusRange = `Enter a radius from ${THEME_RADIUS_PX.min} to ${THEME_RADIUS_PX.max} px.`;
export const themeRadiusPx = z
  .number({ error: radiusRange })
  .int({ error: radiusRange })
  .min(THEME_RADIUS_PX.min, { error: radiusRange })
  .max(THEME_RADIUS_PX.max, { error: radiusRange });

/** The theme document as stored; a missing field takes the default theme's value. */
export const themeSettingsSchema = z.object({
  accentColor: hexColor.default(DEFAULT_THEME.accentColor),
  textColor: hexColor.default(DEFAULT_THEME.textColor),
  backgroundColor: hexColor.default(DEFAULT_THEME.backgroundColor),
  font: themeFont.default(DEFAULT_THEME.font),
  radiusPx: themeRadiusPx.default(DEFAULT_THEME.radiusPx),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/**
 * Labels on the accent (buttons, the cart pill) are drawn in the text or the background colour,
 * whichever contrasts more with it.
 */
export function accentLabelColor(theme: ThemeSettings): string {
  const accent = colord(theme.accentColor);
  return accent.contrast(theme.textColor) >= accent.contrast(theme.backgroundColor)
    ? theme.textColor
    : theme.backgroundColor;
}

/**
 * Why a theme would fail WCAG AA, by the field of a settings change to look at (SettingsChange's
 * names): text on the background, and labels on the accent, each need 4.5:1. Empty when it passes.
 */
export function themeContrastProblems(theme: ThemeSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  const body = colord(theme.textColor).contrast(theme.backgroundColor);
  if (body < AA_CONTRAST) {
    problems.themeTextColor = `Text on this background has a contrast of ${body.toFixed(2)}:1; it needs at least 4.5:1 to be readable (WCAG AA).`;
  }
  const label = colord(theme.accentColor).contrast(accentLabelColor(theme));
  if (label < AA_CONTRAST) {
    problems.themeAccentColor = `Button labels on this accent have a contrast of at most ${label.toFixed(2)}:1 with the text and background colours; they need 4.5:1 (WCAG AA).`;
  }
  return problems;
}
