import { gallerySettings, galleryView } from './gallery-settings';

describe('gallery settings (spec §3 defaults, spec §9 ranges)', () => {
  it('gives every setting left out its spec §3 default', () => {
    expect(gallerySettings({})).toEqual({
      design: 'grid',
      autoplay: false,
      'autoplay-duration': 5,
      controls: false,
      'auto-crop': true,
      'aspect-ratio': 'square',
      'square-thumbs': true,
      thumbnails: false,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'show-meta-basic': true,
      'show-meta': true,
      'show-meta-only-title': false,
      'meta-position': 'bottom',
      'show-meta-on-hover': false,
      'active-alignment': 'center',
      'thumbnails-per-row': 4,
      padding: 20,
      lightbox: false,
      lightboxTheme: 'dark',
      'max-width': 300,
      newWindow: false,
      transparentBackground: false,
    });
  });

  it.each([
    ['autoplay-duration', 1, 10],
    ['thumbnail-strip-height', 0, 200],
    ['thumbnail-strip-margin', 0, 60],
    ['thumbnails-per-row', 1, 10],
    ['padding', 0, 50],
    ['max-width', 100, 300],
  ])('takes %s from %i to %i and refuses a value outside', (name, min, max) => {
    expect(gallerySettings({ [name]: min })[name as 'padding']).toBe(min);
    expect(gallerySettings({ [name]: max })[name as 'padding']).toBe(max);
    expect(() => gallerySettings({ [name]: min - 1 })).toThrow();
    expect(() => gallerySettings({ [name]: max + 1 })).toThrow();
    expect(() => gallerySettings({ [name]: min + 0.5 })).toThrow();
  });

  it('takes only the designs, aspect ratios, meta positions, alignments and lightbox themes spec §3 names', () => {
    for (const design of ['slideshow', 'slider', 'grid', 'stacked'])
      expect(gallerySettings({ design }).design).toBe(design);
    expect(() => gallerySettings({ design: 'masonry' })).toThrow();
    expect(gallerySettings({ 'aspect-ratio': 'anamorphic-widescreen' })['aspect-ratio']).toBe('anamorphic-widescreen');
    expect(() => gallerySettings({ 'aspect-ratio': 'golden' })).toThrow();
    expect(() => gallerySettings({ 'meta-position': 'middle' })).toThrow();
    expect(() => gallerySettings({ 'active-alignment': 'justify' })).toThrow();
    expect(() => gallerySettings({ lightboxTheme: 'blue' })).toThrow();
    expect(() => gallerySettings({ unknown: true })).toThrow();
  });

  it('turns the settings into the gallery markup: CSS properties, captions and thumbnails', () => {
    const view = galleryView(gallerySettings({ 'aspect-ratio': 'widescreen', padding: 0, 'thumbnails-per-row': 3 }));
    expect(view.style).toContain('--gallery-aspect-ratio: 16 / 9');
    expect(view.style).toContain('--gallery-padding: 0px');
    expect(view.style).toContain('--gallery-columns: 3');
    expect(view).toMatchObject({ showMeta: true, showBody: true, thumbnails: false, autoplayDurationMs: 5000 });
    // without auto-crop the images keep their own shape
    expect(galleryView(gallerySettings({ 'auto-crop': false })).style).toContain('--gallery-aspect-ratio: auto');
    expect(galleryView(gallerySettings({ 'show-meta-only-title': true })).showBody).toBe(false);
    expect(galleryView(gallerySettings({ 'show-meta': false })).showMeta).toBe(false);
    // a thumbnail strip belongs to the designs that show one image at a time
    expect(galleryView(gallerySettings({ thumbnails: true, design: 'slideshow' })).thumbnails).toBe(true);
    expect(galleryView(gallerySettings({ thumbnails: true, design: 'grid' })).thumbnails).toBe(false);
    // so do the previous and next controls
    expect(galleryView(gallerySettings({ controls: true, design: 'slider' })).controls).toBe(true);
    expect(galleryView(gallerySettings({ controls: true, design: 'stacked' })).controls).toBe(false);
    expect(galleryView(gallerySettings({})).controls).toBe(false);
    // and so does autoplay: a grid has nothing to step through
    expect(galleryView(gallerySettings({ autoplay: true, design: 'slider' })).autoplay).toBe(true);
    expect(galleryView(gallerySettings({ autoplay: true, design: 'grid' })).autoplay).toBe(false);
  });
});
