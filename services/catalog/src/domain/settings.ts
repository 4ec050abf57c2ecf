import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '@storefront/commerce';
import { FieldsRefusedError } from '@storefront/service-kit/errors';

/** Spec §3 "Currencies": the store sells in one of these and no other. */
const currency = z.enum(CURRENCIES, { error: 'The store cannot sell in this currency.' });

const timeZone = z.string().refine(isKnownTimeZone, { error: 'This is not an IANA time zone, such as Europe/Oslo.' });

/**
 * Store, site and website settings (spec §3 Payloads). Stored as documents, so each has a zod
 * schema that fills in the spec's defaults when a field is missing.
 */
export const storeSettingsSchema = z.object({
  multipleQuantityAllowedForServices: z.boolean().default(true),
  selectedCurrency: currency.default(DEFAULT_CURRENCY),
  expressCheckout: z.boolean().default(false),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const SHARE_SERVICES = ['facebook', 'twitter', 'linkedin', 'pinterest', 'reddit', 'tumblr', 'email'] as const;

export const siteSettingsSchema = z.object({
  timeZone: timeZone.default(DEFAULT_TIME_ZONE),
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

/**
 * What a site owner changes from the owner area; each field left out keeps its value. The names
 * are the ones the settings carry everywhere else (spec §3 Payloads).
 */
export interface SettingsChange {
  selectedCurrency?: string;
  expressCheckout?: boolean;
  multipleQuantityAllowedForServices?: boolean;
  timeZone?: string;
  captchaSiteKey?: string;
}

/** A checked change, split by the settings document each field lives in. */
export interface SettingsPatch {
  store: Partial<StoreSettings>;
  site: Partial<SiteSettings>;
  website?: Partial<Pick<Website, 'captchaSettings'>>;
}

const settingsChangeSchema = z.object({
  selectedCurrency: currency.optional(),
  expressCheckout: z.boolean().optional(),
  multipleQuantityAllowedForServices: z.boolean().optional(),
  timeZone: timeZone.optional(),
  // a provider's public key: letters, digits, '-' and '_' (reCAPTCHA keys are 40 such characters)
  captchaSiteKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,100}$/, { error: 'A site key holds letters, digits, - and _ only (at most 100).' })
    .optional(),
});

/**
 * The change as patches of the store and site documents, or, when any field is refused, a
 * refusal naming each refused field, so that nothing of a half-valid change is kept.
 */
export function settingsPatch(change: SettingsChange): SettingsPatch {
  const parsed = settingsChangeSchema.safeParse(change);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new FieldsRefusedError('The settings were not saved: check the marked fields.', fieldErrors);
  }
  const { selectedCurrency, expressCheckout, multipleQuantityAllowedForServices, timeZone: zone } = parsed.data;
  const { captchaSiteKey } = parsed.data;
  return {
    store: definedOnly({ selectedCurrency, expressCheckout, multipleQuantityAllowedForServices }),
    site: definedOnly({ timeZone: zone }),
    ...(captchaSiteKey === undefined ? {} : { website: { captchaSettings: { siteKey: captchaSiteKey || null } } }),
  };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
