/**
 * The line in the theme's stylesheet above which it styles what the server renders and below which
 * only what the storefront's scripts show (overlays, the cart's rows).
 */
export const SCRIPTED_PART_MARKER = '/* ========== shown by scripts ==========';

/** The theme's stylesheet in the two parts a page takes at different moments. */
export interface StylesheetParts {
  /** Carried in every page's head: the first screen paints without waiting for a download. */
  firstScreen: string;
  /** Linked at the end of the body (empty when the stylesheet has no marker). */
  scripted: string;
}

/**
 * Splits the stylesheet at its marker. The first part goes into a <style> element, so a stylesheet
 * that could close it is refused: a theme error found at start-up, not a broken page.
 */
export function splitStylesheet(css: string): StylesheetParts {
  const at = css.indexOf(SCRIPTED_PART_MARKER);
  const firstScreen = at === -1 ? css : css.slice(0, at).trimEnd() + '\n';
  const scripted = at === -1 ? '' : css.slice(at);
  if (/<\/style/i.test(firstScreen)) throw new Error('the theme stylesheet must not contain </style');
  return { firstScreen, scripted };
}
