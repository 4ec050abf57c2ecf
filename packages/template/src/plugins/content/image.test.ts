import { renderTemplate } from '../../index';
import { applyFormatter, expectInert, HOSTILE_MARKUP } from '../../../test/formatter-harness';
import { toText } from '../../exec/values';
import { family } from './index';

const HOSTILE = HOSTILE_MARKUP;

const format = (name: string, value: unknown, args: string[] = [], json: unknown = {}) =>
  applyFormatter(family.formatters[name], value, { args, json });

describe('image-meta', () => {
  const image = {
    title: 'child image',
    originalSize: '1000x500',
    assetUrl: '/foo/bar.jpg',
    licensedAssetPreview: {},
    mediaFocalPoint: { x: 0.3, y: 0.7 },
  };

  test('prints loader attributes and alt text', () => {
    expect(format('image-meta', image)).toBe(
      'data-licensed-asset-preview="true" data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" ' +
        'data-image-dimensions="1000x500" data-image-focal-point="0.3,0.7" alt="child image" ',
    );
  });

  test('defaults the focal point to the centre and reads a missing coordinate as 0', () => {
    expect(format('image-meta', {})).toContain('data-image-focal-point="0.5,0.5"');
    expect(format('image-meta', { mediaFocalPoint: { y: 0.2 } })).toContain('data-image-focal-point="0,0.2"');
  });

  test('prints the component key when present', () => {
    expect(format('image-meta', { componentKey: 'k' })).toContain('data-component-key="k" ');
  });

  test('derives alt text: title, else caption text, else file name', () => {
    expect(format('image-meta', { title: 'T', body: 'B', filename: 'F' })).toContain('alt="T"');
    expect(format('image-meta', { title: '', body: '<p>B <b>c</b></p>', filename: 'F' })).toContain('alt=" B  c  "');
    expect(format('image-meta', { body: '', filename: 'F' })).toContain('alt="F"');
  });

  test('caps alt text derived from a caption at 250 characters', () => {
    const out = String(format('image-meta', { body: 'word '.repeat(80) }));
    expect(out).toContain(`alt="${'word '.repeat(50)}"`);
  });

  test('inside an image block uses altText, even when empty', () => {
    expect(format('image-meta', { title: 'T', altText: '' }, [], { blockType: 5 })).toContain('alt=""');
    expect(format('image-meta', { title: 'T', altText: ' A ' }, [], { blockType: 5 })).toContain('alt="A"');
    expect(format('image-meta', { title: 'T', altText: 'A' }, [], { blockType: 4 })).toContain('alt="T"');
  });

  test('escapes every field printed into attributes', () => {
    const out = format('image-meta', {
      title: HOSTILE,
      assetUrl: HOSTILE,
      originalSize: HOSTILE,
      componentKey: HOSTILE,
    });
    expectInert(out);
    expect(out).toContain('alt="&quot;&gt;&lt;script&gt;');
  });

  test('escapes caption text used as alt', () => {
    expectInert(format('image-meta', { body: 'a &quot; " onerror="x' }));
    expect(format('image-meta', { body: 'a " b' })).toContain('alt="a &quot; b"');
  });
});

describe('child-image-meta and cover-image-meta', () => {
  test('describe the Nth item, nothing when absent', () => {
    const gallery = { items: [{ title: 'zero' }, { title: 'one' }] };
    expect(format('child-image-meta', gallery, ['1'])).toContain('alt="one"');
    expect(format('child-image-meta', gallery)).toContain('alt="zero"');
    expect(format('child-image-meta', gallery, ['5'])).toBe('');
    expect(format('child-image-meta', gallery, ['x'])).toBe('');
    expect(format('child-image-meta', {}, ['0'])).toBe('');
  });

  test('cover image', () => {
    expect(format('cover-image-meta', {})).toBe('');
    expect(format('cover-image-meta', { coverImage: { title: 'c', assetUrl: 'u' } })).toContain('data-src="u"');
  });

  test('escape hostile fields', () => {
    expectInert(format('child-image-meta', { items: [{ title: HOSTILE, assetUrl: HOSTILE }] }, ['0']));
    expectInert(format('cover-image-meta', { coverImage: { filename: HOSTILE } }));
  });
});

describe('image', () => {
  test('prints a noscript fallback and the lazy image', () => {
    expect(format('image', { id: 'i', title: 'T', assetUrl: '/a.jpg' }, ['cls'])).toBe(
      '<noscript><img src="/a.jpg" alt="T" /></noscript><img class="cls" data-src="/a.jpg" data-image="/a.jpg" ' +
        'data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="T" data-load="false" data-image-id="i" data-type="image" />',
    );
  });

  test('uses the default class unless exactly one is given', () => {
    expect(format('image', {})).toContain('class="thumb-image"');
    expect(format('image', {}, ['a', 'b'])).toContain('class="thumb-image"');
  });

  test('escapes fields, alt text and the class', () => {
    const out = format('image', { id: HOSTILE, title: HOSTILE, assetUrl: HOSTILE }, [HOSTILE]);
    expectInert(out);
  });

  test('renders through the engine', () => {
    const { output } = renderTemplate({ template: '{img|image x}', json: { img: { id: 'i', filename: 'f.jpg' } } });
    expect(output).toContain('alt="f.jpg"');
    expect(output).toContain('class="x"');
  });
});

describe('image-srcset', () => {
  test('lists width variants and adds the original as the next standard width', () => {
    expect(format('image-srcset', { assetUrl: '/a.jpg', systemDataVariants: '1500x983,100w,300w' })).toBe(
      ' srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=original 500w"',
    );
  });

  test('adds no original after the top width or a non-standard one', () => {
    expect(format('image-srcset', { assetUrl: '/a', systemDataVariants: '1x1,2500w' })).toBe(
      ' srcset="/a?format=2500w 2500w"',
    );
    expect(format('image-srcset', { assetUrl: '/a', systemDataVariants: '1x1,200w' })).toBe(
      ' srcset="/a?format=200w 200w"',
    );
  });

  test('prints nothing without variants', () => {
    expect(toText(format('image-srcset', { assetUrl: '/a', systemDataVariants: '' }))).toBe('');
    expect(toText(format('image-srcset', { assetUrl: '/a' }))).toBe('');
    expect(toText(format('image-srcset', undefined))).toBe('');
  });

  test('escapes the asset URL', () => {
    expectInert(format('image-srcset', { assetUrl: HOSTILE, systemDataVariants: '1x1,100w' }));
  });
});

describe('image-color', () => {
  const image = { colorData: { topLeftAverage: '111', centerAverage: '555' } };

  test('all regions as attributes', () => {
    expect(format('image-color', image)).toBe(
      'data-color-topLeft="#111" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#" data-color-center="#555" ',
    );
  });

  test('one region, optionally as a CSS declaration', () => {
    expect(format('image-color', image, ['center'])).toBe('#555');
    expect(format('image-color', image, ['center', 'color'])).toBe('color: #555');
    expect(format('image-color', image, ['topRight'])).toBe('"topRight" not found.');
  });

  test('nothing without colour data', () => {
    expect(format('image-color', {})).toBe('');
  });

  test('escapes colour values', () => {
    const hostile = { colorData: { topLeftAverage: HOSTILE } };
    expectInert(format('image-color', hostile));
    expectInert(format('image-color', hostile, ['topLeft']));
  });
});
