import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { AA_CONTRAST, DEFAULT_THEME, THEME_FONTS, THEME_RADIUS_PX } from '@storefront/commerce';
import type { catalogV1 } from '@storefront/proto';

extend([a11yPlugin, mixPlugin]);

/** The only colour text that reaches a page's CSS: what the catalog keeps (lower-case #rrggbb). */
const HEX = /^#[0-9a-f]{6}$/;
/** The theme stylesheet's own colours that no owner chooses: kept while they stay readable. */
const SALE = '#a23b2a';

/** Mixes `from` toward `to` by the first of `ratios` (largest first) that `readable` accepts; `from` when none does. */
function strongestMix(from: Colord, to: string, ratios: number[], readable: (mixed: Colord) => boolean): Colord {
  for (const ratio of ratios) {
    const mixed = from.mix(to, ratio);
    if (readable(mixed)) return mixed;
  }
  return from;
}

const steps = (largest: number) => Array.from({ length: Math.round(largest * 100) }, (_, i) => largest - i / 100);
const readsOn = (colour: Colord, grounds: Colord[]) =>
  grounds.every((ground) => colour.contrast(ground) >= AA_CONTRAST);

/**
 * The stylesheet's colour properties from the owner's three colours, each text colour kept at AA
 * on every ground it is drawn on: cards (--surface) a little lighter than a light page and the same
 * as a dark one, tinted blocks and rules mixed from the text into the page, secondary text mixed
 * from the page into the text only as far as it stays readable, and the accent's labels in the
 * colour the catalog chose for them.
 */
function colourProperties(theme: catalogV1.ThemeSettings): Record<string, string> {
  const ink = colord(theme.textColor);
  const paper = colord(theme.backgroundColor);
  const accent = colord(theme.accentColor);
  const label = colord(theme.accentLabelColor);
  const surface = paper.isLight() ? paper.mix('#ffffff', 0.6) : paper;
  const tint = strongestMix(paper, theme.textColor, steps(0.06), (mixed) => readsOn(ink, [mixed]));
  const grounds = [paper, surface, tint];
  const muted = strongestMix(ink, theme.backgroundColor, steps(0.4), (mixed) => readsOn(mixed, grounds));
  // a hover moves the accent away from its label, so the label only gains contrast
  const hover = label.isLight() ? accent.darken(0.06) : accent.lighten(0.06);
  return {
    '--ink': ink.toHex(),
    '--paper': paper.toHex(),
    '--surface': surface.toHex(),
    '--tint': tint.toHex(),
    '--line': paper.mix(theme.textColor, 0.14).toHex(),
    '--muted': muted.toHex(),
    '--accent': accent.toHex(),
    '--accent-ink': label.toHex(),
    '--accent-hover': hover.toHex(),
    '--sale': readsOn(colord(SALE), grounds) ? SALE : ink.toHex(),
  };
}

const COLOUR_FIELDS = ['accentColor', 'textColor', 'backgroundColor', 'accentLabelColor'] as const;

/**
 * The custom properties that make the default stylesheet the owner's theme, as one CSS rule for a
 * <style> element: only the groups the owner changed (colours, fonts, radius), so an unchanged
 * theme adds nothing to a page. Every value is either checked here once more (colours against the
 * catalog's #rrggbb, the radius as a whole number in range) or taken from the font list itself,
 * never from the owner's text, so no setting can close the rule or the element.
 */
export function themeStyle(theme: catalogV1.ThemeSettings | undefined): string {
  if (!theme) return '';
  // every page renders with the same theme until an owner changes it: worked out once per change
  const key = JSON.stringify(theme);
  if (key !== last.key) last = { key, style: styleOf(theme) };
  return last.style;
}

let last = { key: '', style: '' };

function styleOf(theme: catalogV1.ThemeSettings): string {
  const properties: Record<string, string> = {};
  const colours = COLOUR_FIELDS.every((field) => HEX.test(theme[field]));
  if (
    colours &&
    (theme.accentColor !== DEFAULT_THEME.accentColor ||
      theme.textColor !== DEFAULT_THEME.textColor ||
      theme.backgroundColor !== DEFAULT_THEME.backgroundColor)
  ) {
    Object.assign(properties, colourProperties(theme));
  }
  const font = THEME_FONTS.find((each) => each.id === theme.font);
  if (font && font.id !== DEFAULT_THEME.font) {
    properties['--font-body'] = font.body;
    properties['--font-heading'] = font.heading;
  }
  const radius = theme.radiusPx;
  if (Number.isInteger(radius) && radius >= THEME_RADIUS_PX.min && radius <= THEME_RADIUS_PX.max) {
    if (radius !== DEFAULT_THEME.radiusPx) properties['--radius'] = `${radius}px`;
  }
  const declarations = Object.entries(properties).map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
