import { isStorableText } from '@storefront/performance-rules/ingest';
import { z } from 'zod';

/** Text of at most `max` characters that PostgreSQL can keep (no U+0000, no lone surrogate). */
export const storableText = (max: number) =>
  z.string().max(max).refine(isStorableText, 'holds U+0000 or a lone surrogate');

/** The `data` field of a form-encoded census post, as JSON text, is at most this long. */
export const MAX_DATA_TEXT_LENGTH = 16 * 1024;
/** Fields of one event payload at most; spec §7 names 21. */
export const MAX_PAYLOAD_FIELDS = 48;
export const MAX_URL_LENGTH = 2048;

const dimension = z.number().int().min(0).max(100_000);
const id = storableText(64);

/**
 * Spec §3 hit data of a page view. Every field is optional (a browser may lack one), null is the
 * same as missing, unknown fields are dropped, and a field of the wrong type refuses the hit.
 */
export const hitDataSchema = z.object({
  websiteId: id.nullish(),
  templateId: id.nullish(),
  website_locale: storableText(35).nullish(),
  userAgent: storableText(512).nullish(),
  /** The browser's clock: an ISO date or epoch milliseconds, kept as sent. */
  clientDate: z.union([storableText(64), z.number().finite()]).nullish(),
  viewportInnerHeight: dimension.nullish(),
  viewportInnerWidth: dimension.nullish(),
  screenHeight: dimension.nullish(),
  screenWidth: dimension.nullish(),
  /** The page's address; its path is what the owner's top pages list. */
  url: storableText(MAX_URL_LENGTH).refine(isWebUrl, 'not an http(s) URL'),
  title: storableText(512).nullish(),
  itemId: id.nullish(),
  recordType: z.number().int().min(0).max(1000).nullish(),
  collectionId: id.nullish(),
  localStorageSupported: z.boolean().nullish(),
  queryString: storableText(MAX_URL_LENGTH).nullish(),
  referrer: storableText(MAX_URL_LENGTH).nullish(),
});

export type HitData = z.infer<typeof hitDataSchema>;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * An event's payload (spec §7 analytics fields such as item_id, error_type, cart_value, ss_cvr,
 * the page context of the widget calls, a caller's overlay fields): a flat object of at most
 * MAX_PAYLOAD_FIELDS named fields, each text, a finite number, a boolean or null.
 */
export const eventPayloadSchema = z
  .record(z.string().regex(FIELD_NAME), z.union([storableText(1024), z.number().finite(), z.boolean(), z.null()]))
  .refine((payload) => Object.keys(payload).length <= MAX_PAYLOAD_FIELDS, 'too many fields');

export type EventPayload = z.infer<typeof eventPayloadSchema>;
