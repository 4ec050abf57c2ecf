import { restockEmailMessages } from '@storefront/form-rules';
import { z } from 'zod';
import { BadQuery, idList, optionalText } from './query';
import { isPrintable } from './printable-text';

/**
 * What the restock routes read from a request, checked for shape and size only. The rules (what
 * an e-mail looks like, which products take sign-ups, the captcha) are the notifications service's,
 * which answers with the spec's messages; the gateway keeps no second copy of them.
 */

/** Spec §5 "Restock form": the words for an e-mail that is not one, whatever was sent instead. */
const EMAIL_INVALID = restockEmailMessages.invalid;

/** Far above any product or variant id the catalog makes. */
const MAX_ID_LENGTH = 64;
/** Longer than any address a person types (RFC 5321 allows 254); past it the address is no address. */
const MAX_EMAIL_LENGTH = 320;
/** A BCP 47 tag as browsers send them is far shorter. */
const MAX_LANGUAGE_LENGTH = 35;
/** Captcha tokens are a few kilobytes at most. */
const MAX_CAPTCHA_TOKEN_LENGTH = 10_000;
/** Spec §3: send/all takes the groups it names; the contract takes at most this many at once. */
const MAX_GROUPS_PER_SEND = 500;
/** Send requests polled for progress at once. */
const MAX_POLLED_SEND_REQUESTS = 100;

const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

const id = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(MAX_ID_LENGTH, { error: `${name} is too long.` })
    .refine(isPrintable, { error: `${name} must be printable text.` });

/** A variant id; absent, null or '' for a product without variants to choose. */
const variantId = id('variantId')
  .nullish()
  .transform((value) => value ?? '');

/** POST /api/site-users/account/notifications/restock (spec §3 "Restock sign-up"); other fields are ignored. */
export const restockSignUpBody = z.object(
  {
    productId: id('productId').min(1, { error: 'productId is required.' }),
    variantId,
    // Blank or missing: the service's 'Email cannot be blank'.
    siteVisitorEmail: z
      .string({ error: EMAIL_INVALID })
      .max(MAX_EMAIL_LENGTH, { error: EMAIL_INVALID })
      .nullish()
      .transform((value) => value ?? ''),
    isJoinMailingList: z
      .boolean({ error: 'isJoinMailingList must be true or false.' })
      .nullish()
      .transform((value) => value ?? false),
    recaptchaEnterpriseV3Token: z
      .string({ error: 'recaptchaEnterpriseV3Token must be text.' })
      .max(MAX_CAPTCHA_TOKEN_LENGTH, { error: 'recaptchaEnterpriseV3Token is too long.' })
      .nullish()
      .transform((value) => value ?? ''),
    language: z
      .string({ error: 'language must be text.' })
      .max(MAX_LANGUAGE_LENGTH, { error: 'language is too long.' })
      .refine(isPrintable, { error: 'language must be printable text.' })
      .nullish()
      .transform((value) => value ?? ''),
  },
  { error: BODY_NOT_AN_OBJECT },
);

const groupKey = z.object(
  { productId: id('productId').min(1, { error: 'productId is required.' }), variantId },
  { error: 'Each send request names a productId and a variantId.' },
);

/** POST .../restock/send */
export const sendBody = groupKey;

/** POST .../restock/send/all: absent or empty sends every group with sign-ups not yet notified. */
export const sendAllBody = z.object(
  {
    sendRequests: z
      .array(groupKey, { error: 'sendRequests must be a list.' })
      .max(MAX_GROUPS_PER_SEND, { error: `At most ${MAX_GROUPS_PER_SEND} send requests at once.` })
      .nullish()
      .transform((value) => value ?? []),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** GET .../restock?productId=&variantId=&cursor= */
export function signUpListQuery(query: Record<string, unknown>) {
  const productId = optionalText(query, 'productId');
  if (!productId) throw new BadQuery('productId is required.');
  const variant = optionalText(query, 'variantId');
  for (const [name, value] of [
    ['productId', productId],
    ['variantId', variant],
  ] as const)
    if (value.length > MAX_ID_LENGTH || !isPrintable(value)) throw new BadQuery(`${name} is not a valid id.`);
  return { group: { productId, variantId: variant }, page: { cursor: cursorOf(query) } };
}

/** `cursor` of a paged list: the service's own opaque text, which it checks. */
export function cursorOf(query: Record<string, unknown>): string {
  const cursor = optionalText(query, 'cursor');
  if (!isPrintable(cursor)) throw new BadQuery('cursor is not valid.');
  return cursor;
}

/** Send request ids as the service makes them and the history lists them. */
const SEND_REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** GET .../restock/send-requests?cursor=&ids=a,b: with ids, just those (for polling their progress). */
export function sendRequestQuery(query: Record<string, unknown>) {
  const ids =
    query.ids === undefined || query.ids === '' ? [] : idList(query, 'ids', SEND_REQUEST_ID, MAX_POLLED_SEND_REQUESTS);
  return { cursor: cursorOf(query), ids };
}
