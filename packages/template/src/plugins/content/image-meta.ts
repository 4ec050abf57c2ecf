import { escapeAttr } from '../../escape';
import type { Context } from '../../exec/context';
import { isObject } from './coerce';
import { imageAlt } from './image-alt';
import { attr } from './markup';
import { prop } from './prop';

/** Focal point used when an image has none (spec §9). */
export const DEFAULT_FOCAL_POINT = '0.5,0.5';

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
  if (isObject(prop(image, 'licensedAssetPreview'))) out += 'data-licensed-asset-preview="true" ';
  const componentKey = prop(image, 'componentKey');
  if (componentKey !== undefined) out += `data-component-key="${attr(componentKey)}" `;
  const src = attr(prop(image, 'assetUrl'));
  return (
    out +
    `data-src="${src}" data-image="${src}" data-image-dimensions="${attr(prop(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${escapedAlt}" `
  );
}

/** "x,y" of the image's focal point; a coordinate that is missing reads as 0. */
export function focalPoint(image: unknown): string {
  const point = prop(image, 'mediaFocalPoint');
  if (point === undefined) return DEFAULT_FOCAL_POINT;
  return `${coordinate(prop(point, 'x'))},${coordinate(prop(point, 'y'))}`;
}

// Number-to-text conversion is the costliest step here, and a page's images share a handful of
// focal points (most sit at the default); remember the last few conversions.
const recentCoordinates = new Map<number, string>();
const MAX_RECENT = 64;

function coordinate(value: unknown): string {
  if (value == null) return '0';
  if (typeof value !== 'number') return String(Number(value));
  let text = recentCoordinates.get(value);
  if (text === undefined) {
    text = String(value);
    if (recentCoordinates.size >= MAX_RECENT) recentCoordinates.clear();
    recentCoordinates.set(value, text);
  }
  return text;
}
