import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '@storefront/commerce';

/**
 * Store, site and website settings (spec §3 Payloads). Stored as documents, so each has a zod
 * schema that fills in the spec's defaults when a field is missing.
 */
export const storeSettingsSchema = z.object({
  multipleQuantityAllowedForServices: z.boolean().default(true),
  selectedCurrency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  expressCheckout: z.boolean().default(false),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const SHARE_SERVICES = ['facebook', 'twitter', 'linkedin', 'pinterest', 'reddit', 'tumblr', 'email'] as const;

export const siteSettingsSchema = z.object({
  timeZone: z
    .string()
    .refine(isKnownTimeZone, { message: 'timeZone must be an IANA time zone' })
    .default(DEFAULT_TIME_ZONE),
  disqusShortname: z.string().nullable().default(null),
  commentsEnabled: z.boolean().default(false),
  simpleLikingEnabled: z.boolean().default(false),
  shareButtonOptions: z.array(z.enum(SHARE_SERVICES)).default([]),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const websiteSchema = z.object({
  id: z.string().min(1),
  title: z.string().default(''),
  captchaSettings: z.object({ siteKey: z.string().nullable().default(null) }).default({ siteKey: null }),
});
export type Website = z.infer<typeof websiteSchema>;

export interface CatalogSettings {
  store: StoreSettings;
  site: SiteSettings;
  website: Website;
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
