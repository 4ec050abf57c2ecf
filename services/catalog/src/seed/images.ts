import type { ImageAsset } from '../domain/image';
import { DEFAULT_FOCAL_POINT } from '../domain/image';
import { drawing, shade, type Colour } from './illustrations';

/**
 * Demo product images, drawn rather than downloaded: an illustration of each product
 * (illustrations.ts) in the colours it is sold in, on a light ground of the same hue. Everything
 * comes from the slug and image number, so each image looks the same on every run and the shop
 * works offline.
 */
export const IMAGE_WIDTH = 1500;
export const IMAGE_HEIGHT = 1500;

export interface ImageSpec {
  slug: string;
  title: string;
  /** 1-based number of the image within the product. */
  n: number;
}

export function imageFilename({ slug, n }: Pick<ImageSpec, 'slug' | 'n'>): string {
  return `${slug}-${n}.svg`;
}

export function imageAssetUrl(spec: Pick<ImageSpec, 'slug' | 'n'>): string {
  return `/assets/products/${imageFilename(spec)}`;
}

/** What each demo product is drawn as, and in which colours (its Color option's, in order, where it has one). */
const ILLUSTRATIONS: Record<string, { kind: string; colours: Colour[] }> = {
  'linen-shirt': { kind: 'shirt', colours: ['#e9dfcc', '#9fb4c7', '#c97b5a'] },
  'stoneware-mug': { kind: 'mug', colours: ['#d8c3a0', '#5b6670', '#6d7b4f'] },
  'wool-beanie': { kind: 'beanie', colours: ['#3d3f44', '#a8512f', '#d9ccb4'] },
  'canvas-sneaker': { kind: 'sneaker', colours: ['#eeeae2', '#2d3a5c'] },
  'everyday-tote': { kind: 'tote', colours: ['#e3d5b8', '#2a2a2a'] },
  'oak-writing-desk': { kind: 'desk', colours: ['#c8995f', '#6b4a32'] },
  'merino-sweater': { kind: 'sweater', colours: ['#2c3550', '#9a8f97'] },
  'vintage-film-camera': { kind: 'camera', colours: ['#b9b4ab'] },
  'enamel-pin-set': { kind: 'pins', colours: ['#4f8a5b', '#c2553a'] },
  'hand-thrown-vase': { kind: 'vase', colours: ['#b7c4c9'] },
  'leather-notebook': { kind: 'notebook', colours: ['#8a5a3b'] },
  'brass-candle-holder': { kind: 'candle', colours: ['#c9a44c'] },
  'cold-brew-kit': { kind: 'coldbrew', colours: ['#5a3a24'] },
  'pottery-workshop': { kind: 'pottery', colours: ['#c98f6b'] },
  'styling-consultation': { kind: 'hanger', colours: ['#b7485a'] },
  'gift-wrapping': { kind: 'gift', colours: ['#b0413e', '#2f5d50'] },
  'botanical-print-pack': { kind: 'print', colours: ['#5f8a5a'] },
  'sourdough-ebook': { kind: 'ebook', colours: ['#c89a5e'] },
  'ambient-studio-album': { kind: 'record', colours: ['#6a7fa8'] },
  'gift-card': { kind: 'giftcard', colours: ['#2f5d50', '#7a3b52'] },
  'weekly-coffee': { kind: 'coffee', colours: ['#8a5a3b'] },
  'seasonal-flower-box': { kind: 'flowers', colours: ['#d96c8a', '#e6a04a'] },
  'quarterly-tea-club': { kind: 'teapot', colours: ['#5f8a7a'] },
  'studio-membership': { kind: 'membership', colours: ['#3d5a80'] },
  'engraved-cutting-board': { kind: 'board', colours: ['#c8995f'] },
  'arc-floor-lamp': { kind: 'lamp', colours: ['#e8e2d6', '#2a2a2a'] },
};

/** A muted colour picked from the text's hash, as #rrggbb. */
export function blockColor(seed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  const hue = (hash >>> 0) % 360;
  return hslToHex(hue, 0.35, 0.62);
}

/** The colour image `n` of a product shows: its nth colour, or one picked from the slug for any other product. */
export function imageColour({ slug, n }: Pick<ImageSpec, 'slug' | 'n'>): Colour {
  const colours = ILLUSTRATIONS[slug]?.colours ?? [blockColor(slug)];
  return colours[(n - 1) % colours.length]!;
}

/** A very light ground of the colour's hue; a light colour (white canvas, oat wool) gets a darker one to stand on. */
function groundOf(colour: Colour): Colour {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const luma = 0.299 * r! + 0.587 * g! + 0.114 * b!;
  return luma > 200 ? shade(colour, -0.14) : shade(colour, 0.85);
}

/**
 * Image `n` of a product: its drawing in its nth colour on a very light ground of that hue; once
 * the colours are used up, a closer view, as a second photograph would be.
 */
export function productImageSvg(spec: ImageSpec): string {
  const illustration = ILLUSTRATIONS[spec.slug];
  const colour = imageColour(spec);
  const closer = spec.n > (illustration?.colours.length ?? 1);
  // the drawings are 100 units wide; a closer view scales them up around the middle
  const scale = (IMAGE_WIDTH / 100) * (closer ? 1.15 : 1);
  const offset = (IMAGE_WIDTH - 100 * scale) / 2;
  const alt = escapeXml(imageAltText(spec));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" role="img" aria-label="${alt}">`,
    `<rect width="100%" height="100%" fill="${groundOf(colour)}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    `<ellipse cx="50" cy="88" rx="36" ry="3.5" fill="${shade(colour, 0.55)}"/>`,
    drawing(illustration?.kind ?? 'parcel', colour),
    '</g></svg>',
  ].join('');
}

export function imageAltText({ title, n }: Pick<ImageSpec, 'title' | 'n'>): string {
  return n === 1 ? title : `${title}, view ${n}`;
}

/** The image records of a product with `count` images. */
export function productImages(slug: string, title: string, count: number): ImageAsset[] {
  return Array.from({ length: count }, (_, index) => {
    const spec = { slug, title, n: index + 1 };
    const color = imageColour(spec);
    return {
      id: `${slug}-image-${spec.n}`,
      assetUrl: imageAssetUrl(spec),
      originalSize: `${IMAGE_WIDTH}x${IMAGE_HEIGHT}`,
      mediaFocalPoint: { ...DEFAULT_FOCAL_POINT },
      altText: imageAltText(spec),
      title: imageAltText(spec),
      filename: imageFilename(spec),
      colorData: {
        topLeftAverage: color,
        topRightAverage: color,
        bottomLeftAverage: color,
        bottomRightAverage: color,
        centerAverage: color,
      },
    };
  });
}

/** The file an asset URL names: its last path segment. */
export function assetFilename(assetUrl: string): string {
  return assetUrl.slice(assetUrl.lastIndexOf('/') + 1);
}

/**
 * The drawn SVG bytes of every image of a product, named as its asset URLs name them, so that
 * each URL a page renders has a stored file behind it.
 */
export function drawnImageFiles(product: {
  id: string;
  slug: string;
  title: string;
  images: readonly Pick<ImageAsset, 'assetUrl'>[];
}): { filename: string; productId: string; data: Uint8Array }[] {
  const encoder = new TextEncoder();
  return product.images.map((image, index) => ({
    filename: assetFilename(image.assetUrl),
    productId: product.id,
    data: encoder.encode(productImageSvg({ slug: product.slug, title: product.title, n: index + 1 })),
  }));
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return `#${[r, g, b]
    .map((channel) =>
      Math.round((channel + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
