import { z } from 'zod';

/** Spec §3 "Gallery settings": the designs, aspect ratios, meta positions and alignments, in the spec's words. */
export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const;
export const GALLERY_ASPECT_RATIOS = [
  'square',
  'standard',
  'standard-vertical',
  'four-three',
  'three-four-vertical',
  'widescreen',
  'anamorphic-widescreen',
] as const;
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export const GALLERY_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** CSS aspect-ratio (width / height) of each spec §3 aspect-ratio name. */
export const GALLERY_ASPECT_RATIO_CSS: Record<(typeof GALLERY_ASPECT_RATIOS)[number], string> = {
  square: '1 / 1',
  standard: '3 / 2',
  'standard-vertical': '2 / 3',
  'four-three': '4 / 3',
  'three-four-vertical': '3 / 4',
  widescreen: '16 / 9',
  'anamorphic-widescreen': '2.4 / 1',
};

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * A gallery block's settings with spec §3's defaults and spec §9's ranges: a setting left out
 * takes its default, one out of range or of an unknown name is refused (the theme then does not
 * start), so a page never shows a gallery the spec does not describe.
 */
export const gallerySettingsSchema = z
  .object({
    design: z.enum(GALLERY_DESIGNS).default('grid'),
    autoplay: z.boolean().default(false),
    'autoplay-duration': whole(1, 10).default(5),
    controls: z.boolean().default(false),
    'auto-crop': z.boolean().default(true),
    'aspect-ratio': z.enum(GALLERY_ASPECT_RATIOS).default('square'),
    'square-thumbs': z.boolean().default(true),
    thumbnails: z.boolean().default(false),
    'thumbnail-strip-height': whole(0, 200).default(80),
    'thumbnail-strip-margin': whole(0, 60).default(20),
    'show-meta-basic': z.boolean().default(true),
    'show-meta': z.boolean().default(true),
    'show-meta-only-title': z.boolean().default(false),
    'meta-position': z.enum(GALLERY_META_POSITIONS).default('bottom'),
    'show-meta-on-hover': z.boolean().default(false),
    'active-alignment': z.enum(GALLERY_ALIGNMENTS).default('center'),
    'thumbnails-per-row': whole(1, 10).default(4),
    padding: whole(0, 50).default(20),
    lightbox: z.boolean().default(false),
    lightboxTheme: z.enum(['dark', 'light']).default('dark'),
    'max-width': whole(100, 300).default(300),
    newWindow: z.boolean().default(false),
    transparentBackground: z.boolean().default(false),
  })
  .strict();

export type GallerySettings = z.output<typeof gallerySettingsSchema>;

/** The settings of spec §3 as given, each missing one at its default; throws on a value the spec does not allow. */
export function gallerySettings(given: unknown = {}): GallerySettings {
  return gallerySettingsSchema.parse(given);
}

/**
 * What the theme's gallery markup reads: the settings, the CSS custom properties they become
 * (one inline style, so the stylesheet stays the same for every gallery) and whether captions show.
 */
export function galleryView(settings: GallerySettings) {
  const style = [
    `--gallery-columns: ${settings['thumbnails-per-row']}`,
    `--gallery-padding: ${settings.padding}px`,
    `--gallery-aspect-ratio: ${settings['auto-crop'] ? GALLERY_ASPECT_RATIO_CSS[settings['aspect-ratio']] : 'auto'}`,
    `--gallery-max-width: ${settings['max-width']}px`,
    `--gallery-thumbnail-height: ${settings['thumbnail-strip-height']}px`,
    `--gallery-thumbnail-margin: ${settings['thumbnail-strip-margin']}px`,
  ].join('; ');
  const showMeta = settings['show-meta'] && settings['show-meta-basic'];
  // only the designs that show one image at a time have anything to step through
  const sliding = settings.design === 'slideshow' || settings.design === 'slider';
  return {
    settings,
    design: settings.design,
    style,
    showMeta,
    showBody: showMeta && !settings['show-meta-only-title'],
    metaPosition: settings['meta-position'],
    alignment: settings['active-alignment'],
    autoCrop: settings['auto-crop'],
    thumbnails: settings.thumbnails && sliding,
    controls: settings.controls && sliding,
    lightbox: settings.lightbox,
    lightboxTheme: settings.lightboxTheme,
    newWindow: settings.newWindow,
    transparentBackground: settings.transparentBackground,
    autoplay: settings.autoplay && sliding,
    autoplayDurationMs: settings['autoplay-duration'] * 1000,
  };
}
