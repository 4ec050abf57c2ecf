import { renderTemplate } from '../../index';

/** Render `{.PRED}Y{.or}n{.end}` over a node, optionally nested in a section. */
function check(predicate: string, json: unknown, nested = false): string {
  const test = `{.${predicate}}Y{.or}n{.end}`;
  const template = nested ? `{.section inner}${test}{.end}` : test;
  return renderTemplate({ template, json: nested ? { ...(json as object), inner: { x: 1 } } : json }).output;
}

describe('record types', () => {
  test.each([
    ['text?', 1],
    ['image?', 2],
    ['store-item?', 11],
    ['kbarticle?', 54],
    ['undefined?', -1],
  ])('%s matches recordType %d', (predicate, code) => {
    expect(check(predicate, { recordType: code })).toBe('Y');
    expect(check(predicate, { recordType: String(code) })).toBe('Y');
    expect(check(predicate, { recordType: 3 })).toBe('n');
  });

  test('undefined? needs an explicit -1', () => {
    expect(check('undefined?', {})).toBe('n');
  });

  test('background sources', () => {
    expect(check('background-source-video?', { backgroundSource: 3 })).toBe('Y');
    expect(check('background-source-none?', { backgroundSource: 3 })).toBe('n');
  });
});

describe('collections and folders', () => {
  test('collection-template-page? reads the collection, else the node', () => {
    expect(check('collection-template-page?', { collection: { type: 7 } })).toBe('Y');
    expect(check('collection-template-page?', { type: 7 })).toBe('Y');
    expect(check('collection-template-page?', { collection: {}, type: 7 })).toBe('n');
  });

  test('collectionTypeNameEquals?', () => {
    expect(check('collectionTypeNameEquals? events', { typeName: 'events' })).toBe('Y');
    expect(check('collectionTypeNameEquals? events', { typeName: 'events' }, true)).toBe('Y');
    expect(check('collectionTypeNameEquals?', { typeName: 'events' })).toBe('n');
  });

  test('index? needs a folder with index behaviour', () => {
    expect(check('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe('Y');
    expect(check('index?', { collection: { folder: true, folderBehavior: 2 } })).toBe('n');
    expect(check('index?', { collection: { folder: false, folderBehavior: 1 } })).toBe('n');
  });

  test('clickable? when behaviour is missing, index or redirect (spec §4)', () => {
    expect(check('clickable?', {})).toBe('Y');
    expect(check('clickable?', { folderBehavior: 1 })).toBe('Y');
    expect(check('clickable?', { folderBehavior: 2 })).toBe('Y');
    expect(check('clickable?', { folderBehavior: 3 })).toBe('n');
    expect(check('clickable?', { folderBehavior: 3 }, true)).toBe('n');
  });
});

describe('items', () => {
  test('excerpt? ignores markup and blank text', () => {
    expect(check('excerpt?', { excerpt: { html: '<p>x</p>' } })).toBe('Y');
    expect(check('excerpt?', { excerpt: { html: '<p> </p>' } })).toBe('n');
    expect(check('excerpt?', { excerpt: '\u200b' })).toBe('n');
  });

  test('current-type? names slice types', () => {
    expect(check('current-type? gallery', { currentType: 5 })).toBe('Y');
    expect(check('current-type? video', { currentType: 6 })).toBe('Y');
    expect(check('current-type? nonsense', { currentType: -1 })).toBe('n');
    expect(check('current-type?', { currentType: -1 })).toBe('Y');
  });

  test('calendar-view? reads a strict flag from the enclosing scopes', () => {
    expect(check('calendar-view?', { calendarView: true }, true)).toBe('Y');
    expect(check('calendar-view?', { calendarView: 'true' })).toBe('Y');
    expect(check('calendar-view?', { calendarView: 'yes' })).toBe('n');
  });

  test('promoted block types', () => {
    expect(check('promotedVIDEO?', { promotedBlockType: 'video' })).toBe('Y');
    expect(check('promotedVIDEO?', { promotedBlockType: 'VIDEO' })).toBe('n');
  });
});

describe('gallery options', () => {
  test('choices match exactly, unset matches nothing', () => {
    expect(check('gallery-design-slider?', { options: { design: 'slider' } })).toBe('Y');
    expect(check('gallery-design-grid?', { options: {} })).toBe('n');
    expect(check('gallery-meta-position-top-left?', { options: { 'meta-position': 'top-left' } }, true)).toBe('Y');
  });

  test('switches', () => {
    expect(check('gallery-autoplay?', { options: { autoplay: true } })).toBe('Y');
    expect(check('gallery-auto-crop?', { options: { 'auto-crop': 'true' } })).toBe('Y');
    expect(check('gallery-thumbnails?', { options: { thumbnails: false } })).toBe('n');
  });

  test('gallery-meta? with controls or indicators', () => {
    expect(check('gallery-meta?', { options: { indicators: true } })).toBe('Y');
    expect(check('gallery-meta?', { options: { controls: false } })).toBe('n');
  });
});
