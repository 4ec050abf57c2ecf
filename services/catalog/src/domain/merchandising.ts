import { z } from 'zod';

/** Where a merchandising element (restock form, scarcity message) may be shown. */
export const MERCHANDISING_VIEWS = ['PRODUCT_DETAIL', 'QUICK_VIEW', 'PRODUCT_BLOCK'] as const;

/**
 * Per-product merchandising settings (spec §3 Merchandising context). Stored as a document, so the
 * schema supplies the defaults of a product the merchant never configured: nothing shown.
 */
export const merchandisingContextSchema = z.object({
  restockNotificationViews: z.array(z.enum(MERCHANDISING_VIEWS)).default([]),
  restockNotificationMessages: z
    .object({ successMessage: z.string().nullable().default(null) })
    .default({ successMessage: null }),
  mailingListSignUpEnabled: z.boolean().default(false),
  mailingListOptInByDefault: z.boolean().default(false),
  scarcityEnabled: z.boolean().default(false),
  scarcityTemplateViews: z.array(z.enum(MERCHANDISING_VIEWS)).default([]),
  /** Shown when few are left; {qtyInStock} stands for the units in stock. */
  scarcityText: z.string().default('Only {qtyInStock} left in stock'),
  scarcityShownByDefault: z.boolean().default(false),
  customSoldOutText: z.string().nullable().default(null),
});

export type MerchandisingContext = z.infer<typeof merchandisingContextSchema>;

export function defaultMerchandisingContext(): MerchandisingContext {
  return merchandisingContextSchema.parse({});
}

/** The scarcity message for a stock level, e.g. 'Only 2 left in stock'. */
export function scarcityMessage(context: MerchandisingContext, qtyInStock: number): string {
  return context.scarcityText.replaceAll('{qtyInStock}', String(qtyInStock));
}
