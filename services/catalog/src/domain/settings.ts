import { z } from 'zod';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  INSTALLMENT_LIMIT_MAX,
  isPresentmentRate,
  MAX_PRESENTMENT_RATES,
  type PresentmentRate,
} from '@storefront/commerce';
import { FieldsRefusedError } from '@storefront/service-kit/errors';
import { hexColor, themeFont, themeRadiusPx, type ThemeSettings } from './theme';

/** Spec §3 "Currencies": the store sells in one of these and no other. */
const currency = z.enum(CURRENCIES, { error: 'The store cannot sell in this currency.' });

const timeZone = z.string().refine(isKnownTimeZone, { error: 'This is not an IANA time zone, such as Europe/Oslo.' });

/**
 * Store, site and website settings (spec §3 Payloads). Stored as documents, so each has a zod
 * schema that fills in the spec's defaults when a field is missing.
 */
/** Installment limits in minor units; a bound keeps the proto's int32 and any price sane. */
const installmentLimit = z
  .number()
  .int({ error: 'Enter a whole amount in cents.' })
  .min(0, { error: 'Enter an amount of at least 0.' })
  .max(INSTALLMENT_LIMIT_MAX, { error: 'Enter an amount of at most 100,000,000 cents.' });

const accountCountry = z.string().regex(/^[A-Z]{2}$/, { error: 'Enter a country as two capital letters, such as US.' });

const RATE_REFUSED = 'Enter each rate as a number above 0, such as 0.92, with at most 6 decimals.';

/**
 * Currencies a visitor may see prices in besides the store's, in the owner's order. The storefront
 * can only format and convert into a currency of spec §3, and one currency with two rates would
 * leave a visitor guessing which price is meant.
 */
const presentmentRates = z
  .array(
    z.object({
      currency: z.enum(CURRENCIES, { error: 'Choose currencies the storefront can show.' }),
      rate: z.string({ error: RATE_REFUSED }).refine(isPresentmentRate, { error: RATE_REFUSED }),
    }),
  )
  .max(MAX_PRESENTMENT_RATES, { error: `At most ${MAX_PRESENTMENT_RATES} currencies besides the store currency.` })
  .refine((rates) => new Set(rates.map((rate) => rate.currency)).size === rates.length, {
    error: 'Each currency can have one rate only.',
  });

export const storeSettingsSchema = z.object({
  multipleQuantityAllowedForServices: z.boolean().default(true),
  selectedCurrency: currency.default(DEFAULT_CURRENCY),
  expressCheckout: z.boolean().default(false),
  // Installments are the owner's choice: a provider account is needed before they are offered.
  afterPayAvailable: z.boolean().default(false),
  afterPayMin: installmentLimit.default(100),
  afterPayMax: installmentLimit.default(200_000),
  stripeAccountCountry: accountCountry.default('US'),
  presentmentRates: presentmentRates.default([]),
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
  /** Spec §4 restrictive cookie mode: no visitor cookie is kept, a fresh visitor id per page view. */
  restrictiveCookies: z.boolean().default(false),
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
  theme: ThemeSettings;
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
  themeAccentColor?: string;
  themeTextColor?: string;
  themeBackgroundColor?: string;
  themeFont?: string;
  themeRadiusPx?: number;
  restrictiveCookies?: boolean;
  afterPayAvailable?: boolean;
  afterPayMin?: number;
  afterPayMax?: number;
  stripeAccountCountry?: string;
  /** The whole list, replacing the one kept; left out, the list is kept. */
  presentmentRates?: PresentmentRate[];
}

/** A checked change, split by the settings document each field lives in. */
export interface SettingsPatch {
  store: Partial<StoreSettings>;
  site: Partial<SiteSettings>;
  website?: Partial<Pick<Website, 'captchaSettings'>>;
  theme?: Partial<ThemeSettings>;
}

/** The message of every refused change; each refused field has its own beside it. */
export const SETTINGS_REFUSED = 'The settings were not saved: check the marked fields.';

const settingsChangeSchema = z.object({
  selectedCurrency: currency.optional(),
  expressCheckout: z.boolean().optional(),
  multipleQuantityAllowedForServices: z.boolean().optional(),
  timeZone: timeZone.optional(),
  restrictiveCookies: z.boolean().optional(),
  // a provider's public key: letters, digits, '-' and '_' (reCAPTCHA keys are 40 such characters)
  captchaSiteKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,100}$/, { error: 'A site key holds letters, digits, - and _ only (at most 100).' })
    .optional(),
  themeAccentColor: hexColor.optional(),
  themeTextColor: hexColor.optional(),
  themeBackgroundColor: hexColor.optional(),
  themeFont: themeFont.optional(),
  themeRadiusPx: themeRadiusPx.optional(),
  afterPayAvailable: z.boolean().optional(),
  afterPayMin: installmentLimit.optional(),
  afterPayMax: installmentLimit.optional(),
  stripeAccountCountry: accountCountry.optional(),
  presentmentRates: presentmentRates.optional(),
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
    throw new FieldsRefusedError(SETTINGS_REFUSED, fieldErrors);
  }
  const { selectedCurrency, expressCheckout, multipleQuantityAllowedForServices, timeZone: zone } = parsed.data;
  const { captchaSiteKey, restrictiveCookies } = parsed.data;
  const { afterPayAvailable, afterPayMin, afterPayMax, stripeAccountCountry, presentmentRates: rates } = parsed.data;
  const { themeAccentColor, themeTextColor, themeBackgroundColor, themeFont: font } = parsed.data;
  return {
    store: definedOnly({
      selectedCurrency,
      expressCheckout,
      multipleQuantityAllowedForServices,
      afterPayAvailable,
      afterPayMin,
      afterPayMax,
      stripeAccountCountry,
      presentmentRates: rates,
    }),
    site: definedOnly({ timeZone: zone, restrictiveCookies }),
    ...(captchaSiteKey === undefined ? {} : { website: { captchaSettings: { siteKey: captchaSiteKey || null } } }),
    theme: definedOnly({
      accentColor: themeAccentColor,
      textColor: themeTextColor,
      backgroundColor: themeBackgroundColor,
      font,
      radiusPx: parsed.data.themeRadiusPx,
    }),
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

/**
 * The installment limits as a change leaves them: a minimum at or above the maximum would offer
 * installments for no price at all, which no owner means.
 */
export function installmentLimitProblems(store: StoreSettings): Record<string, string> {
  return store.afterPayMin < store.afterPayMax ? {} : { afterPayMin: 'The minimum must be below the maximum.' };
}

/**
 * The presentment rates as a change leaves them: a rate for the store currency would offer
 * visitors the prices they already see, so it is refused, also when a new store currency is the
 * one a rate was kept for.
 */
export function presentmentRateProblems(store: StoreSettings): Record<string, string> {
  return store.presentmentRates.some((rate) => rate.currency === store.selectedCurrency)
    ? { presentmentRates: 'The store currency needs no rate: prices are shown in it already.' }
    : {};
}
