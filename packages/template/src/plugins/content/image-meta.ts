import { escapeAttr } from '../../escape';
import type { Context } from '../../exec/context';
import { field, isJsonObject } from '../../exec/values';
import { BoundedCache } from '../shared/bounded-cache';
import { html } from '../shared/markup';
import { imageAlt } from './image-alt';

/** Focal point used when an image has none (spec §9). */
const DEFAULT_FOCAL_POINT = '0.5,0.5';

/**
 * The data attributes the front-end image loader reads, followed by the alt attribute; ends with
 * a space so callers can append further attributes.
 */
export function imageMetaAttrs(ctx: Context, image: unknown, via?: unknown): string {
  return loaderAttrs(image, escapeAttr(imageAlt(ctx, image, via)));
}

/** The same, with the alt text already derived and escaped. */
export function loaderAttrs(image: unknown, escapedAlt: string): string {
  let out = '';
  if (isJsonObject(field(image, 'licensedAssetPreview'))) out += 'data-licensed-asset-preview="true" ';
  const componentKey = field(image, 'componentKey');
  if (componentKey !== undefined) out += `data-component-key="${html(componentKey)}" `;
  const src = html(field(image, 'assetUrl'));
  return (
    out +
    `data-src="${src}" data-image="${src}" data-image-dimensions="${html(field(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${escapedAlt}" `
  );
}

/** "x,y" of the image's focal point; a coordinate that is missing reads as 0. */
export function focalPoint(image: unknown): string {
  const point = field(image, 'mediaFocalPoint');
  if (point === undefined) return DEFAULT_FOCAL_POINT;
  return `${coordinate(field(point, 'x'))},${coordinate(field(point, 'y'))}`;
}

// Number-to-text conversion is the costliest step here, and a page's images share a handful of
// focal points (most sit at the default); remember the last few conversions.
const recentCoordinates = new BoundedCache<number, string>(64);

function coordinate(value: unknown): string {
  if (value == null) return '0';
  if (typeof value !== 'number') return String(Number(value));
  let text = recentCoordinates.get(value);
  if (text === undefined) {
    text = recentCoordinates.set(value, String(value));
  }
  return text;
}
