import { createHash } from 'node:crypto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';

/**
 * Product image files as the catalog stores and serves them, and beside them a product's audio
 * preview (a WAV file: the audio player's asset URL names it the same way). The filename is the
 * last segment of the asset URL (/assets/products/<filename>); the pattern leaves no room for a
 * path, a dot segment or upper case, so a name that passes can be used as a key or a path segment
 * as is.
 */
const IMAGE_FILENAME = /^[a-z0-9][a-z0-9-]{0,120}\.(svg|png|jpg|jpeg|webp|wav)$/;

const CONTENT_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  wav: 'audio/wav',
} as const;

export type ImageExtension = keyof typeof CONTENT_TYPES;

/** One stored image file and the product it belongs to. */
export interface ProductImageFile {
  filename: string;
  productId: string;
  contentType: string;
  data: Uint8Array;
  /** Strong HTTP entity tag of data (see imageEtag). */
  etag: string;
}

export function isValidImageFilename(filename: string): boolean {
  return IMAGE_FILENAME.test(filename);
}

export function validateImageFilename(filename: string): string {
  if (!isValidImageFilename(filename)) {
    throw new InvalidArgumentError(
      `Invalid image filename '${filename.slice(0, 50)}': use lower-case letters, digits and hyphens (at most 121) and one of the extensions svg, png, jpg, jpeg, webp, wav.`,
    );
  }
  return filename;
}

/** The media type a filename's extension stands for; the filename must be valid. */
export function imageContentType(filename: string): string {
  const extension = validateImageFilename(filename).slice(filename.lastIndexOf('.') + 1) as ImageExtension;
  return CONTENT_TYPES[extension];
}

/**
 * A strong entity tag from the bytes alone, quoted as the ETag header carries it: equal bytes give
 * equal tags on every instance and every run, so caches revalidate correctly behind any replica.
 */
export function imageEtag(data: Uint8Array): string {
  return `"${createHash('sha256').update(data).digest('hex')}"`;
}

/** An image file ready to store: content type and etag derived from the filename and bytes. */
export function productImageFile(productId: string, filename: string, data: Uint8Array): ProductImageFile {
  return { filename, productId, contentType: imageContentType(filename), data, etag: imageEtag(data) };
}
