import { inArray } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import type { CatalogSettings, SiteSettings, StoreSettings, Website } from '../domain/settings';
import { siteSettingsSchema, storeSettingsSchema, websiteSchema } from '../domain/settings';
import { settings } from './schema';

/** Store, site and website settings; missing fields take the spec's defaults. */
export async function getSettings(db: Database): Promise<CatalogSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['store', 'site', 'website']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const website = value('website');
  if (!website) throw new NotFoundError('The website is not set up yet.');
  return {
    store: storeSettingsSchema.parse(value('store') ?? {}),
    site: siteSettingsSchema.parse(value('site') ?? {}),
    website: websiteSchema.parse(website),
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
