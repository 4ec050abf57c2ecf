import type { Database } from '@storefront/service-kit';
import { FieldsRefusedError } from '@storefront/service-kit/errors';
import {
  installmentLimitProblems,
  presentmentRateProblems,
  settingsPatch,
  SETTINGS_REFUSED,
  type CatalogSettings,
  type SettingsChange,
} from '../domain/settings';
import { themeContrastProblems } from '../domain/theme';
import { patchSettings } from '../store/settings';

/**
 * An owner's change of the store, site and theme settings: checked whole, then written; answers
 * the settings as they now are. A theme is judged as the change leaves it (a new text colour
 * against the background already chosen), inside the write, so two owners' changes cannot add up
 * to a theme neither would have been allowed; the installment limits and presentment rates likewise.
 */
export async function updateSettings(db: Database, change: SettingsChange): Promise<CatalogSettings> {
  return patchSettings(db, settingsPatch(change), ({ theme, store }) => {
    const problems = {
      ...themeContrastProblems(theme),
      ...installmentLimitProblems(store),
      ...presentmentRateProblems(store),
    };
    if (Object.keys(problems).length > 0) throw new FieldsRefusedError(SETTINGS_REFUSED, problems);
  });
}
