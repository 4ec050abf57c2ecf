import type { ImageAsset } from '../domain/image';
import { DEFAULT_FOCAL_POINT } from '../domain/image';

/**
 * Demo product images, drawn rather than downloaded: a colour block with the product's initials.
 * The colour comes from the slug and image number, so each image looks the same on every run and
 * the shop works offline.
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

/** Up to two initials: 'Linen Shirt' -> 'LS', 'Gift Card' -> 'GC', 'Mug' -> 'M'. */
export function initials(title: string): string {
  const words = title.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A muted colour picked from the text's hash, as #rrggbb. */
export function blockColor(seed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  const hue = (hash >>> 0) % 360;
  return hslToHex(hue, 0.35, 0.62);
}

/** Black or white text, whichever reads better on the block (threshold: half the maximum lightness). */
function textColor(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const luma = 0.299 * r! + 0.587 * g! + 0.114 * b!;
  return luma > 127.5 ? '#1f1f1f' : '#ffffff';
}

export function productImageSvg(spec: ImageSpec): string {
  const fill = blockColor(`${spec.slug}#${spec.n}`);
  const label = escapeXml(initials(spec.title));
  const alt = escapeXml(imageAltText(spec));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" role="img" aria-label="${alt}">`,
    `<rect width="100%" height="100%" fill="${fill}"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="480" font-weight="600" fill="${textColor(fill)}">${label}</text>`,
    '</svg>',
  ].join('');
}

export function imageAltText({ title, n }: Pick<ImageSpec, 'title' | 'n'>): string {
  return n === 1 ? title : `${title}, view ${n}`;
}

/** The image records of a product with `count` images. */
export function productImages(slug: string, title: string, count: number): ImageAsset[] {
  return Array.from({ length: count }, (_, index) => {
    const spec = { slug, title, n: index + 1 };
    const color = blockColor(`${slug}#${spec.n}`);
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
