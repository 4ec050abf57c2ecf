import type { Database } from '@storefront/service-kit';
import { settingsPatch, type CatalogSettings, type SettingsChange } from '../domain/settings';
import { patchSettings } from '../store/settings';

/** An owner's change of the store and site settings: checked whole, then written; answers the settings as they now are. */
export async function updateSettings(db: Database, change: SettingsChange): Promise<CatalogSettings> {
  return patchSettings(db, settingsPatch(change));
}
