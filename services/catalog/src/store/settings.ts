import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import type { CatalogSettings, SettingsPatch, SiteSettings, StoreSettings, Website } from '../domain/settings';
import { siteSettingsSchema, storeSettingsSchema, websiteSchema } from '../domain/settings';
import { themeSettingsSchema } from '../domain/theme';
import { products, settings, variants } from './schema';

/** Store, site, website and theme settings; missing fields take the spec's (the default theme's) defaults. */
export async function getSettings(db: Database): Promise<CatalogSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['store', 'site', 'website', 'theme']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const website = value('website');
  if (!website) throw new NotFoundError('The website is not set up yet.');
  return {
    store: storeSettingsSchema.parse(value('store') ?? {}),
    site: siteSettingsSchema.parse(value('site') ?? {}),
    website: websiteSchema.parse(website),
    theme: themeSettingsSchema.parse(value('theme') ?? {}),
  };
}

export interface SettingsUpdate {
  store?: Partial<StoreSettings>;
  site?: Partial<SiteSettings>;
  website?: Website;
}

/** Replaces the given settings documents after validating them (unknown keys are dropped). */
export async function putSettings(db: Database, update: SettingsUpdate): Promise<void> {
  const docs: { key: 'store' | 'site' | 'website'; value: Record<string, unknown> }[] = [];
  if (update.store) docs.push({ key: 'store', value: storeSettingsSchema.parse(update.store) });
  if (update.site) docs.push({ key: 'site', value: siteSettingsSchema.parse(update.site) });
  if (update.website) docs.push({ key: 'website', value: websiteSchema.parse(update.website) });
  for (const doc of docs) {
    await db
      .insert(settings)
      .values(doc)
      .onConflictDoUpdate({ target: settings.key, set: { value: doc.value } });
  }
}

/**
 * Writes the patched fields into the store and site documents and reads the settings back, in one
 * transaction. Each document is merged by the database (`value || patch`), not read and rewritten
 * here, so two owners changing different fields at once both keep their change. A store sells in
 * one currency (spec §3 selectedCurrency: what prices are shown in), so a new store currency is
 * every product's and variant's price currency from the same moment; the amounts are kept, as the
 * owner entered them. `check` judges the settings as they would be; when it throws, nothing is
 * written.
 */
export async function patchSettings(
  db: Database,
  patch: SettingsPatch,
  check: (settings: CatalogSettings) => void = () => undefined,
): Promise<CatalogSettings> {
  return db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(patch) as [keyof SettingsPatch, Record<string, unknown>][]) {
      if (Object.keys(value).length === 0) continue;
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`${settings.value} || excluded.value` } });
    }
    const currency = patch.store?.selectedCurrency;
    if (typeof currency === 'string') {
      await tx.update(products).set({ currency });
      await tx.update(variants).set({ currency });
    }
    const patched = await getSettings(tx);
    check(patched);
    return patched;
  });
}
