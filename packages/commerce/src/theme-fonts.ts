/**
 * The font stacks a site owner may give the default theme, by id: the catalog accepts only these
 * ids, the gateway writes the stack into every page's custom properties, and the owner area lists
 * the labels. System fonts only, on purpose: nothing to download, so text never waits for a web
 * font or shifts when one swaps in.
 */
export interface ThemeFont {
  id: string;
  label: string;
  /** CSS font-family for body text. */
  body: string;
  /** CSS font-family for headings. */
  heading: string;
}

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const OLD_STYLE_SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif";

export const THEME_FONTS: readonly ThemeFont[] = [
  { id: 'classic', label: 'Classic: serif headings, sans-serif text', body: SYSTEM_SANS, heading: OLD_STYLE_SERIF },
  { id: 'modern', label: 'Modern: sans-serif throughout', body: SYSTEM_SANS, heading: SYSTEM_SANS },
  { id: 'editorial', label: 'Editorial: serif throughout', body: OLD_STYLE_SERIF, heading: OLD_STYLE_SERIF },
  {
    id: 'humanist',
    label: 'Humanist sans-serif',
    body: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
    heading: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  },
  {
    id: 'monospace',
    label: 'Monospace headings, sans-serif text',
    body: SYSTEM_SANS,
    heading: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
];

/** The default theme's choices (theme/assets/site.css). */
export const DEFAULT_THEME = {
  accentColor: '#2b4c3f',
  textColor: '#1d1c1a',
  backgroundColor: '#faf8f4',
  font: 'classic',
  radiusPx: 6,
} as const;

/** Corner radius limits in px. */
export const THEME_RADIUS_PX = { min: 0, max: 24 } as const;

/** The lowest contrast WCAG AA allows for normal text. */
export const AA_CONTRAST = 4.5;
