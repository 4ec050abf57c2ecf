import { QUANTITY_LIMITS, QUANTITY_MESSAGES, quantityProblem, readQuantity } from '@storefront/commerce';
import { z } from 'zod';
import { isPrintable } from './printable-text';
import { BadRequest } from './query';

const MAX_ID_LENGTH = 64;
/** Form answers of one entry; the request body itself is limited to 64 kB. */
const MAX_ADDITIONAL_FIELDS_LENGTH = 32_000;

const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/**
 * Quantity inputs send text ('2', 'abc') as often as numbers; text is read by the same rule as
 * the browser's (decimal only), and text that is no number stays text, refused as such.
 */
const quantity = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const read = readQuantity(value);
    return Number.isNaN(read) ? value : read;
  },
  z.number({ error: QUANTITY_MESSAGES.notANumber }).superRefine((value, ctx) => {
    const problem = quantityProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

const id = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .min(1, { error: `${name} is required.` })
    .max(MAX_ID_LENGTH, { error: `${name} is too long.` })
    .refine(isPrintable, { error: `${name} must be printable text.` });

/** The chosen variant's sku; absent or null for a product with one variant. */
const sku = z
  .string({ error: 'sku must be text.' })
  .max(MAX_ID_LENGTH, { error: 'sku is too long.' })
  .refine(isPrintable, { error: 'sku must be printable text.' })
  .nullish()
  .transform((value) => value ?? '');

const answersObject = z.record(z.string(), z.unknown(), { error: 'additionalFields must be an object.' });

/** Answers as the cart service keeps them: JSON text of a non-empty object, or '' for none. */
function answersJson(answers: Record<string, unknown> | null | undefined, ctx: z.RefinementCtx): string {
  if (!answers || Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers);
  if (json.length > MAX_ADDITIONAL_FIELDS_LENGTH) {
    ctx.addIssue({ code: 'custom', message: 'additionalFields is too large.' });
    return z.NEVER;
  }
  return json;
}

/** POST /api/commerce/shopping-cart/entries */
export const addEntryBody = z.object(
  {
    itemId: id('itemId'),
    sku,
    quantity: quantity.optional().transform((value) => value ?? QUANTITY_LIMITS.default),
    additionalFields: z
      .record(z.string(), z.unknown(), { error: 'additionalFields must be an object or null.' })
      .nullish()
      .transform(answersJson),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** PUT /api/commerce/shopping-cart/entries/{entryId} */
export const quantityBody = z.object({ quantity }, { error: BODY_NOT_AN_OBJECT });

/**
 * PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields. The path names the entry;
 * itemId and sku come along from the product form and are checked for shape only.
 */
export const additionalFieldsBody = z.object(
  { itemId: id('itemId'), sku, additionalFields: answersObject.transform(answersJson) },
  { error: BODY_NOT_AN_OBJECT },
);

/** POST /api/3/commerce/cart/subscription: answers arrive as JSON text; the quantity as qty or quantity. */
export const subscriptionBody = z
  .object(
    {
      itemId: id('itemId'),
      sku,
      qty: quantity.optional(),
      quantity: quantity.optional(),
      additionalFields: z
        .string({ error: 'additionalFields must be JSON text.' })
        .max(MAX_ADDITIONAL_FIELDS_LENGTH, { error: 'additionalFields is too large.' })
        .nullish()
        .transform((text, ctx) => {
          if (!text || text === 'null') return '';
          let answers: unknown;
          try {
            answers = JSON.parse(text);
          } catch {
            answers = undefined;
          }
          const parsed = answersObject.safeParse(answers);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: 'additionalFields must be a JSON object.' });
            return z.NEVER;
          }
          return answersJson(parsed.data, ctx);
        }),
      subscriptionOptionId: z
        .string({ error: 'subscriptionOptionId must be text.' })
        .max(MAX_ID_LENGTH, { error: 'subscriptionOptionId is too long.' })
        .nullish()
        .transform((value) => value ?? ''),
    },
    { error: BODY_NOT_AN_OBJECT },
  )
  .transform(({ qty, quantity: named, ...rest }) => ({ ...rest, quantity: qty ?? named ?? QUANTITY_LIMITS.default }));

/** Entry ids in paths; the cart service makes them URL-safe. */
export const entryIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'entryId is not a valid cart entry id.' });

const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false.` }).optional();

/**
 * GET /api/commerce/shopping-cart. `mock=true` answers the empty cart shape (editor previews).
 * `timecode` (a cache-buster) and `calculateSubtotal` are accepted for older clients and then
 * ignored: every read is fresh and the totals are always computed by the cart service.
 */
export const shoppingCartQuery = z.object({
  mock: flag('mock'),
  timecode: z
    .string({ error: 'timecode must be digits.' })
    .regex(/^\d{1,20}$/, { error: 'timecode must be digits.' })
    .optional(),
  calculateSubtotal: flag('calculateSubtotal'),
});

/** GET /checkout/subscribe?cartToken= */
export const subscribeQuery = z.object({
  cartToken: z
    .string({ error: 'cartToken is required.' })
    .min(1, { error: 'cartToken is required.' })
    .regex(/^[A-Za-z0-9._~-]{1,200}$/, { error: 'cartToken is not valid.' }),
});

/** GET /checkout/giftcard?websiteId=&giftCardProductId=[&sku=] (sku only when a denomination was chosen). */
export const giftCardQuery = z.object({
  websiteId: id('websiteId'),
  giftCardProductId: id('giftCardProductId'),
  sku: z
    .string({ error: 'sku must be given once.' })
    .max(MAX_ID_LENGTH, { error: 'sku is too long.' })
    .optional()
    .transform((value) => value ?? ''),
});

/** The input as `schema` reads it, or a 400 with the first problem's message. */
export function readInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new BadRequest(parsed.error.issues[0]?.message ?? 'The request is malformed.');
}
