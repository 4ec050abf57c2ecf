import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { catalogV1 } from '@storefront/proto';
import { renderTemplate } from '@storefront/template';
import { contentBlocks } from './content-blocks';
import { productSlugsOf, readContentPages } from './content-pages';
import { gallerySettings } from './gallery-settings';
import { DEFAULT_THEME_DIR } from './theme';

function themeWith(pages: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-pages-'));
  writeFileSync(path.join(dir, 'content-pages.json'), JSON.stringify(pages));
  return dir;
}

describe('content pages of the theme', () => {
  it('reads the default theme: one public, one password-protected and one members-only page', () => {
    const pages = readContentPages(DEFAULT_THEME_DIR);
    expect(pages.map((page) => [page.path, page.access.kind])).toEqual([
      ['/lookbook', 'public'],
      ['/wholesale', 'password'],
      ['/members', 'members'],
    ]);
    // the settings a gallery is given, and spec §3's defaults for the rest
    const gallery = pages[0]!.blocks.find((block) => block.type === 'gallery');
    expect(gallery).toMatchObject({
      settings: {
        design: 'slider',
        autoplay: true,
        'autoplay-duration': 3,
        lightbox: true,
        'thumbnails-per-row': 4,
        padding: 20,
      },
    });
  });

  it('refuses pages it cannot show as written: a plain-text password, a gallery setting out of range, a shared path', () => {
    const page = { path: '/trade', title: 'Trade', blocks: [] };
    expect(() =>
      readContentPages(themeWith([{ ...page, access: { kind: 'password', passwordHash: 'secret' } }])),
    ).toThrow(/not a scrypt hash/);
    const gallery = {
      type: 'gallery',
      title: 'G',
      settings: { padding: 51 },
      images: [{ assetUrl: '/a.svg', altText: 'A' }],
    };
    expect(() => readContentPages(themeWith([{ ...page, blocks: [gallery] }]))).toThrow(/padding/);
    expect(() => readContentPages(themeWith([page, page]))).toThrow(/share a path/);
    expect(() => readContentPages(themeWith([{ ...page, path: '/a/b' }]))).toThrow();
    expect(() =>
      readContentPages(themeWith([{ ...page, blocks: [{ type: 'text', html: '<p>x</p>', extra: 1 }] }])),
    ).toThrow();
  });

  it('leaves out the blocks of products the shop no longer has, and keeps the rest', () => {
    const [lookbook] = readContentPages(DEFAULT_THEME_DIR);
    expect(productSlugsOf(lookbook!)).toEqual(['brass-candle-holder', 'gift-wrapping', 'enamel-pin-set']);
    const blocks = contentBlocks(lookbook!, new Map<string, catalogV1.Product>());
    expect(blocks.map((block) => Object.keys(block)[0])).toEqual(['text', 'gallery']);
  });
});

describe('gallery block markup', () => {
  const partial = readFileSync(path.join(DEFAULT_THEME_DIR, 'partials', 'gallery-block.html'), 'utf8');
  const render = (settings: Record<string, unknown>) => {
    const page = {
      path: '/g',
      title: 'G',
      description: '',
      access: { kind: 'public' as const },
      blocks: [
        {
          type: 'gallery' as const,
          title: 'Gallery',
          settings: gallerySettings(settings),
          images: ['a', 'b', 'c'].map((name) => ({ assetUrl: `/${name}.svg`, altText: name, title: name, body: '' })),
        },
      ],
    };
    const { output, errors } = renderTemplate({
      template: '{.repeated section blocks}{.section gallery}{@|apply gallery-block}{.end}{.end}',
      json: { blocks: contentBlocks(page, new Map()) },
      partials: { 'gallery-block': partial },
    });
    expect(errors).toEqual([]);
    return output;
  };

  it('links each image of a slideshow with controls to the one before and after it', () => {
    const html = render({ design: 'slideshow', controls: true });
    expect(html).toContain('class="sqs-gallery-block gallery-design-slideshow"');
    expect(html.match(/class="gallery-previous" href="#gallery-1-(\d)"/g)).toEqual([
      'class="gallery-previous" href="#gallery-1-1"',
      'class="gallery-previous" href="#gallery-1-2"',
    ]);
    expect(html.match(/class="gallery-next" href="#gallery-1-(\d)"/g)).toEqual([
      'class="gallery-next" href="#gallery-1-2"',
      'class="gallery-next" href="#gallery-1-3"',
    ]);
    expect(html).toContain('id="gallery-1-3"');
  });

  it('shows thumbnails, the lightbox link and captions only as the settings say', () => {
    const plain = render({});
    expect(plain).not.toContain('gallery-controls');
    expect(plain).not.toContain('gallery-thumbnails');
    expect(plain).not.toContain('gallery-link');
    const full = render({ design: 'slider', thumbnails: true, lightbox: true, newWindow: true, 'show-meta': false });
    expect(full).toContain('<ol class="gallery-thumbnails">');
    expect(full).toContain('<a class="gallery-link" href="/a.svg" target="_blank" rel="noopener">');
    expect(full).not.toContain('gallery-meta-title');
  });
});
