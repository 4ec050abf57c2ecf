import type { Catalog } from '../upstream/catalog';
import { inlineImageSrc } from './inline-image';

/** A catalog holding `files` by name, each with its content type; any other name is not found. */
function catalogOf(files: Record<string, { contentType: string; data: Uint8Array }>): Catalog {
  return {
    productImage: async (filename: string) => {
      const file = files[filename];
      if (!file) throw Object.assign(new Error('not found'), { code: 5 });
      return { ...file, etag: '"x"' };
    },
  } as unknown as Catalog;
}

const svg = (bytes: number) => new TextEncoder().encode(`<svg>${'x'.repeat(bytes - 11)}</svg>`);

describe('inlineImageSrc', () => {
  it('gives a small SVG as a data URL of its bytes', async () => {
    const catalog = catalogOf({ 'mug-1.svg': { contentType: 'image/svg+xml', data: svg(2_048) } });
    const src = await inlineImageSrc(catalog, '/assets/products/mug-1.svg');
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(src!.split(',')[1]!, 'base64')).toEqual(Buffer.from(svg(2_048)));
  });

  it('links an SVG over 2 KB, a raster image, an image it cannot read and an address that is not a product image', async () => {
    const catalog = catalogOf({
      'big-1.svg': { contentType: 'image/svg+xml', data: svg(2_049) },
      'photo-1.png': { contentType: 'image/png', data: new Uint8Array(100) },
    });
    expect(await inlineImageSrc(catalog, '/assets/products/big-1.svg')).toBeUndefined();
    expect(await inlineImageSrc(catalog, '/assets/products/photo-1.png')).toBeUndefined();
    expect(await inlineImageSrc(catalog, '/assets/products/gone-1.svg')).toBeUndefined();
    expect(await inlineImageSrc(catalog, '/theme/logo.svg')).toBeUndefined();
    expect(await inlineImageSrc(catalog, undefined)).toBeUndefined();
  });
});
