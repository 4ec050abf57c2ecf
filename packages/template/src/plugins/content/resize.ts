import type { Formatter } from '../../plugin';
import { mapValue } from '../../plugin';
import { INVALID_SIZE, parseSize } from './image-size';
import { thumbnailVariant } from './image-widths';

/** Whole pixels, dropping the fraction; an impossible result (zero-sized source) is 0. */
function pixels(n: number): number {
  const t = Math.trunc(n);
  return Number.isFinite(t) ? t + 0 : 0;
}

/** A size formatter taking one whole-number argument, parsed once. */
function sized(fn: (value: unknown, size: number) => unknown): Formatter {
  return {
    prepare: (args) => parseInt(args[0], 10),
    apply(_ctx, _args, vars, prepared) {
      vars[0].value = fn(vars[0].value, prepared as number);
    },
  };
}

/** `{originalSize|resizedHeightForWidth W}`: height of the image scaled to width W. */
const resizedHeightForWidth = sized((value, width) => {
  const size = parseSize(value);
  return size === null ? INVALID_SIZE : pixels((size[1] * width) / size[0]);
});

/** `{originalSize|resizedWidthForHeight H}`: width of the image scaled to height H. */
const resizedWidthForHeight = sized((value, height) => {
  const size = parseSize(value);
  return size === null ? INVALID_SIZE : pixels((size[0] * height) / size[1]);
});

/** `{originalSize|squarespaceThumbnailForWidth W}`: the variant to request for display width W. */
const squarespaceThumbnailForWidth = sized((_value, width) => thumbnailVariant(width));

/** `{originalSize|squarespaceThumbnailForHeight H}`: the variant to request for display height H. */
const squarespaceThumbnailForHeight = sized((value, height) => {
  const size = parseSize(value);
  return size === null ? INVALID_SIZE : thumbnailVariant(pixels((size[0] * height) / size[1]));
});

/** `{originalSize|width}` / `{originalSize|height}`: one side of "WIDTHxHEIGHT"; '' otherwise. */
const width = mapValue((value) => {
  const size = parseSize(value);
  return size === null ? '' : size[0];
});
const height = mapValue((value) => {
  const size = parseSize(value);
  return size === null ? '' : size[1];
});

export const resizeFormatters: Record<string, Formatter> = {
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForWidth,
  squarespaceThumbnailForHeight,
  width,
  height,
};
