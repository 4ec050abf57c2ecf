import { PRODUCT_TYPE } from '@storefront/commerce';
import { z } from 'zod';
import type { CustomForm } from '../domain/custom-form';
import type { MerchandisingContext } from '../domain/merchandising';
import { stableId, type DemoProduct } from './demo-product';
import rows from './demo-products.json';

/**
 * The demo store's products, kept as data (demo-products.json): a small home-goods and studio shop
 * that shows every kind of product the storefront handles: option combinations (the merino
 * sweater's relaxed fit is not made in L, so that combination has no variant at all), stock
 * situations, services, downloads, a gift card, subscriptions, a custom form and a custom button
 * label. A row names its product type, and the merchandising and custom form it shares with
 * other products, by the names below.
 */

const merchandisingSettings: Record<string, Partial<MerchandisingContext>> = {
  restockOnSoldOut: {
    restockNotificationViews: ['PRODUCT_DETAIL', 'QUICK_VIEW'],
    restockNotificationMessages: { successMessage: "Thanks! We'll email you when it's back." },
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: false,
    customSoldOutText: 'Back soon',
  },
  scarcity: {
    scarcityEnabled: true,
    scarcityTemplateViews: ['PRODUCT_DETAIL', 'QUICK_VIEW'],
    scarcityText: 'Only {qtyInStock} left in stock',
    scarcityShownByDefault: true,
  },
};

const customForms: Record<string, CustomForm> = {
  engraving: {
    id: stableId('form', 'engraving'),
    name: 'Engraving details',
    fields: [
      { id: 'engraving-text', type: 'textarea', title: 'Engraving text', required: true, maxLength: 30 },
      { id: 'engraving-font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Script', 'Block'] },
      { id: 'gift-note', type: 'text', title: 'Gift note', required: false },
    ],
  },
};

/** One of `named` by its name in the data; a name it does not have stops the seed. */
function named<T>(kind: string, table: Record<string, T>) {
  return z
    .string()
    .refine((name) => Object.hasOwn(table, name), { message: `not a demo ${kind}` })
    .transform((name) => table[name]!);
}

const cents = z.number().int().min(0);
const plan = z.strictObject({
  billingPeriod: z.strictObject({ value: z.number().int().min(1), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  numBillingCycles: z.number().int().min(0),
});

/** A row of demo-products.json, read into the short form buildProduct expands. */
const demoProductRow = z.strictObject({
  slug: z.string().min(1),
  title: z.string().min(1),
  type: z.enum(['physical', 'digital', 'service', 'giftCard']).transform((name) => PRODUCT_TYPE[name]),
  excerpt: z.string(),
  description: z.string(),
  options: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })).optional(),
  variants: z
    .array(
      z.strictObject({
        options: z.record(z.string(), z.string()).optional(),
        price: cents,
        sale: cents.optional(),
        stock: z.union([z.number().int().min(0), z.literal('unlimited')]),
      }),
    )
    .min(1),
  subscription: z.strictObject({ plan, options: z.array(plan).optional() }).optional(),
  form: named('custom form', customForms).optional(),
  addButtonText: z.string().optional(),
  audioAssetUrl: z.string().optional(),
  images: z.number().int().min(0).optional(),
  tags: z.array(z.string()).optional(),
  categories: z.array(z.string()).optional(),
  merchandising: named('merchandising setting', merchandisingSettings).optional(),
});

export const demoProducts: DemoProduct[] = z.array(demoProductRow).parse(rows);
