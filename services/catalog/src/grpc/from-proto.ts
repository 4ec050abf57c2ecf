import type { catalogV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { MAX_PAGE_SIZE } from '../domain/cursor';
import type { SettingsChange } from '../domain/settings';
import { validateImageFilename } from '../domain/product-image';
import { validateQuantity, validateReservationId } from '../domain/stock';
import type { ItemRef } from '../store/items';
import type { ItemReservationLine } from '../actions/stock-reservations';

/**
 * Request checks and proto -> domain conversion. proto3 cannot tell an unset string from an empty
 * one, so every required field is checked here and named in the message the caller gets back.
 */

/** Ids are opaque, but an empty one or one no store could hold is always the caller's mistake. */
const MAX_ID_LENGTH = 128;

export function requiredId(value: string, field: string): string {
  if (value.trim() === '') throw new InvalidArgumentError(`${field} is required.`);
  if (value.length > MAX_ID_LENGTH)
    throw new InvalidArgumentError(`${field} must be at most ${MAX_ID_LENGTH} characters.`);
  return value;
}

/** 0 means the server's default, and values above the maximum are treated as the maximum (as the proto says). */
export function pageSizeOf(pageSize: number): number | undefined {
  if (pageSize < 0) throw new InvalidArgumentError('page_size must not be negative.');
  if (pageSize === 0) return undefined;
  return Math.min(pageSize, MAX_PAGE_SIZE);
}

/** An empty cursor asks for the first page; anything else is checked by the domain's cursor decoding. */
export function cursorOf(cursor: string): string | null {
  return cursor === '' ? null : cursor;
}

export function itemRefOf(request: catalogV1.GetItemRequest): ItemRef {
  const key = request.key;
  if (!key) throw new InvalidArgumentError('Either slug or id is required.');
  return key.$case === 'slug' ? { slug: requiredId(key.slug, 'slug') } : { id: requiredId(key.id, 'id') };
}

/** The last segment of an image's asset URL; the domain's pattern keeps any path out. */
export function imageFilenameOf(filename: string): string {
  if (filename === '') throw new InvalidArgumentError('filename is required.');
  return validateImageFilename(filename);
}

/** The ids of a batch read; at least one, and repeats asked once. */
export function idListOf(ids: readonly string[], field: string): string[] {
  if (ids.length === 0) throw new InvalidArgumentError(`${field} needs at least one id.`);
  ids.forEach((id, index) => requiredId(id, `${field}[${index}]`));
  return [...new Set(ids)];
}

export function reservationIdOf(reservationId: string): string {
  if (reservationId === '') throw new InvalidArgumentError('reservation_id is required.');
  return validateReservationId(reservationId);
}

export function stockLinesOf(lines: readonly catalogV1.StockLine[]): ItemReservationLine[] {
  if (lines.length === 0) throw new InvalidArgumentError('lines needs at least one line.');
  return lines.map((line, index) => {
    const itemId = requiredId(line.itemId, `lines[${index}].item_id`);
    const variantId = requiredId(line.variantId, `lines[${index}].variant_id`);
    try {
      return { itemId, variantId, quantity: validateQuantity(line.quantity) };
    } catch (error) {
      if (error instanceof InvalidArgumentError)
        throw new InvalidArgumentError(`lines[${index}].quantity: ${error.message}`);
      throw error;
    }
  });
}

/**
 * An owner's settings change. Unset proto3 optional fields arrive as undefined: exactly the fields
 * the change leaves alone; the presentment rates come wrapped, so that an empty list (offer no
 * other currency) differs from none sent (keep the list).
 */
export function settingsChangeOf(request: catalogV1.UpdateSettingsRequest): SettingsChange {
  const { presentmentRates, ...fields } = request;
  return {
    ...fields,
    ...(presentmentRates === undefined
      ? {}
      : { presentmentRates: presentmentRates.rates.map(({ currency, rate }) => ({ currency, rate })) }),
  };
}
