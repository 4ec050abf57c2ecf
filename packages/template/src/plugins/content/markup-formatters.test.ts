import { renderTemplate } from '../../index';
import { applyFormatter, expectInert, HOSTILE_MARKUP } from '../../../test/formatter-harness';
import { family } from './index';

const HOSTILE = HOSTILE_MARKUP;

const format = (name: string, value: unknown, args: string[] = [], json: unknown = {}) =>
  applyFormatter(family.formatters[name], value, { args, json });

describe('audio-player', () => {
  test('mount point with the asset URL and item id', () => {
    expect(format('audio-player', { id: 'i', structuredContent: { audioAssetUrl: '/a.mp3' } })).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="/a.mp3" data-item-id="i" id="audio-player-i"></div>',
    );
  });

  test('escapes the URL and id', () => {
    expectInert(format('audio-player', { id: HOSTILE, structuredContent: { audioAssetUrl: HOSTILE } }));
  });
});

describe('video', () => {
  const base = { oembed: { html: '<iframe src="v"></iframe>', providerName: 'youtube' } };

  test('carries the oEmbed HTML escaped', () => {
    expect(format('video', base)).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;v&quot;&gt;&lt;/iframe&gt;" data-provider-name="youtube"></div>',
    );
  });

  test('overlay without a thumbnail', () => {
    expect(format('video', { ...base, overlay: true })).toContain(
      '<div class="sqs-video-overlay no-thumb" style="opacity: 0;">',
    );
  });

  test('overlay with thumbnail, colours and load-false', () => {
    const out = String(
      format(
        'video',
        { ...base, overlay: true, mainImageId: 'm', assetUrl: '/t.jpg', colorData: { centerAverage: '555' } },
        ['load-false', 'color-data'],
      ),
    );
    expect(out).toContain('<div class="sqs-video-wrapper"  data-load="false" data-html=');
    expect(out).toContain(
      '<img data-load="false" data-src="/t.jpg" data-image-dimensions="" data-image-focal-point="0.5,0.5"',
    );
    expect(out).toContain('data-color-center="#555" />');
  });

  test('escapes every printed field', () => {
    expectInert(
      format(
        'video',
        {
          oembed: { html: HOSTILE, providerName: HOSTILE },
          overlay: true,
          mainImageId: 'm',
          assetUrl: HOSTILE,
          originalSize: HOSTILE,
          colorData: { topLeftAverage: HOSTILE },
        },
        ['color-data'],
      ),
    );
  });
});

describe('AbsUrl', () => {
  test('joins the base URL and the path', () => {
    const { output } = renderTemplate({
      template: '{.repeated section urls}{@|AbsUrl};{.end}',
      json: { 'base-url': 'https://e.com/p', urls: ['a', 'b/c'] },
    });
    expect(output).toBe('https://e.com/p/a;https://e.com/p/b/c;');
  });
});

describe('item-classes', () => {
  test('classes for promotion, taxonomy, author, post type and featured', () => {
    expect(
      format('item-classes', {
        promotedBlockType: 'Big Block',
        categories: ['Foo Bar', 'a_b'],
        tags: ['T!'],
        author: { displayName: "J. O'Doe" },
        recordTypeLabel: 'text',
        starred: true,
      }),
    ).toBe(
      'hentry promoted promoted-block-big-block category-foo-bar category-ab tag-t author-j-odoe post-type-text featured',
    );
  });

  test('position in a list', () => {
    const { output } = renderTemplate({
      template: '{.repeated section items}{@|item-classes}|{.end}',
      json: { items: [{}, {}] },
    });
    expect(output).toBe('hentry post-type- article-index-1|hentry post-type- article-index-2|');
  });

  test('sale and stock state of store items', () => {
    const item = (content: unknown) => ({ recordType: 11, structuredContent: content });
    expect(format('item-classes', item({ productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] }))).toBe(
      'hentry post-type- on-sale sold-out',
    );
    expect(format('item-classes', item({ productType: 1, variants: [{ qtyInStock: 0, unlimited: true }] }))).toBe(
      'hentry post-type-',
    );
    expect(format('item-classes', item({ productType: 2, onSale: true, variants: [{ qtyInStock: 0 }] }))).toBe(
      'hentry post-type- on-sale',
    );
    expect(format('item-classes', item({ productType: 4, variants: [{ onSale: true, qtyInStock: 0 }] }))).toBe(
      'hentry post-type-',
    );
  });

  test('cannot leave the class attribute', () => {
    const out = format('item-classes', {
      promotedBlockType: HOSTILE,
      categories: [HOSTILE],
      tags: [HOSTILE],
      author: { displayName: HOSTILE },
      recordTypeLabel: HOSTILE,
    });
    expectInert(out);
    expect(String(out)).not.toContain('"');
  });
});
