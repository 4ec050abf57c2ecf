import type { catalogV1 } from '@storefront/proto';
import { MAX_PAGE_SIZE } from '../domain/cursor';
import { InvalidArgument } from '../domain/errors';
import { validateImageFilename } from '../domain/product-image';
import type { ReservationLine } from '../domain/stock';
import { validateQuantity, validateReservationId } from '../domain/stock';
import type { ItemRef } from '../store/items';

/**
 * Request checks and proto -> domain conversion. proto3 cannot tell an unset string from an empty
 * one, so every required field is checked here and named in the message the caller gets back.
 */

/** Ids are opaque, but an empty one or one no store could hold is always the caller's mistake. */
const MAX_ID_LENGTH = 128;

export function requiredId(value: string, field: string): string {
  if (value.trim() === '') throw new InvalidArgument(`${field} is required.`);
  if (value.length > MAX_ID_LENGTH) throw new InvalidArgument(`${field} must be at most ${MAX_ID_LENGTH} characters.`);
  return value;
}

/** 0 means the server's default, and values above the maximum are treated as the maximum (as the proto says). */
export function pageSizeOf(pageSize: number): number | undefined {
  if (pageSize < 0) throw new InvalidArgument('page_size must not be negative.');
  if (pageSize === 0) return undefined;
  return Math.min(pageSize, MAX_PAGE_SIZE);
}

/** An empty cursor asks for the first page; anything else is checked by the domain's cursor decoding. */
export function cursorOf(cursor: string): string | null {
  return cursor === '' ? null : cursor;
}

export function itemRefOf(request: catalogV1.GetItemRequest): ItemRef {
  const key = request.key;
  if (!key) throw new InvalidArgument('Either slug or id is required.');
  return key.$case === 'slug' ? { slug: requiredId(key.slug, 'slug') } : { id: requiredId(key.id, 'id') };
}

/** The last segment of an image's asset URL; the domain's pattern keeps any path out. */
export function imageFilenameOf(filename: string): string {
  if (filename === '') throw new InvalidArgument('filename is required.');
  return validateImageFilename(filename);
}

/** The ids of a batch read; at least one, and repeats asked once. */
export function idListOf(ids: readonly string[], field: string): string[] {
  if (ids.length === 0) throw new InvalidArgument(`${field} needs at least one id.`);
  ids.forEach((id, index) => requiredId(id, `${field}[${index}]`));
  return [...new Set(ids)];
}

export function reservationIdOf(reservationId: string): string {
  if (reservationId === '') throw new InvalidArgument('reservation_id is required.');
  return validateReservationId(reservationId);
}

/** A reservation line keeps its item id so a shortfall or unknown variant can be reported by item. */
export interface ItemReservationLine extends ReservationLine {
  itemId: string;
}

export function stockLinesOf(lines: readonly catalogV1.StockLine[]): ItemReservationLine[] {
  if (lines.length === 0) throw new InvalidArgument('lines needs at least one line.');
  return lines.map((line, index) => {
    const itemId = requiredId(line.itemId, `lines[${index}].item_id`);
    const variantId = requiredId(line.variantId, `lines[${index}].variant_id`);
    try {
      return { itemId, variantId, quantity: validateQuantity(line.quantity) };
    } catch (error) {
      if (error instanceof InvalidArgument) throw new InvalidArgument(`lines[${index}].quantity: ${error.message}`);
      throw error;
    }
  });
}
