import { isValidImageFilename } from '../domain/product-image';
import { demoStoreProducts } from './demo-store';
import {
  assetFilename,
  blockColor,
  drawnImageFiles,
  imageColour,
  imageAssetUrl,
  productImages,
  productImageSvg,
} from './images';

describe('demo product images', () => {
  it('draws the product in the colour of its image, with no text on it', () => {
    const svg = productImageSvg({ slug: 'stoneware-mug', title: 'Stoneware Mug', n: 2 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // the second image shows the second colour (Slate), and the drawing holds shapes, no lettering
    expect(imageColour({ slug: 'stoneware-mug', n: 2 })).toBe('#5b6670');
    expect(svg).toContain('fill="#5b6670"');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Stoneware Mug, view 2"');
  });

  it('draws every demo product as its own kind of thing, and any other product as a parcel', () => {
    const drawings = demoStoreProducts().map(({ product }) =>
      productImageSvg({ slug: product.slug, title: product.title, n: 1 }).replace(/#[0-9a-f]{6}/g, ''),
    );
    // with the colours taken out, the shapes alone tell the 26 products apart
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(productImageSvg({ slug: 'new-thing', title: 'New Thing', n: 1 })).toContain(
      `fill="${blockColor('new-thing')}"`,
    );
  });

  it('is stable per image and differs between images', () => {
    const a = productImageSvg({ slug: 'mug', title: 'Mug', n: 1 });
    expect(productImageSvg({ slug: 'mug', title: 'Mug', n: 1 })).toBe(a);
    expect(productImageSvg({ slug: 'mug', title: 'Mug', n: 2 })).not.toBe(a);
  });

  it('escapes markup in titles', () => {
    expect(productImageSvg({ slug: 'x', title: 'A <b> & "c"', n: 1 })).not.toMatch(/<b>|"c"/);
  });

  it('describes each image with url, size, focal point and alt text', () => {
    const [first, second] = productImages('linen-shirt', 'Linen Shirt', 2);
    expect(first).toMatchObject({
      assetUrl: '/assets/products/linen-shirt-1.svg',
      originalSize: '1500x1500',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      altText: 'Linen Shirt',
    });
    expect(second!.assetUrl).toBe(imageAssetUrl({ slug: 'linen-shirt', n: 2 }));
    expect(second!.altText).toBe('Linen Shirt, view 2');
    expect(first!.colorData.centerAverage).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('draws the file of each image record, named by its asset URL', () => {
    const images = productImages('linen-shirt', 'Linen Shirt', 2);
    const files = drawnImageFiles({ id: 'item-7', slug: 'linen-shirt', title: 'Linen Shirt', images });
    expect(files.map((file) => file.filename)).toEqual(['linen-shirt-1.svg', 'linen-shirt-2.svg']);
    expect(files.map((file) => file.filename)).toEqual(images.map((image) => assetFilename(image.assetUrl)));
    expect(files.every((file) => file.productId === 'item-7' && isValidImageFilename(file.filename))).toBe(true);
    expect(new TextDecoder().decode(files[1]!.data)).toBe(
      productImageSvg({ slug: 'linen-shirt', title: 'Linen Shirt', n: 2 }),
    );
  });
});
