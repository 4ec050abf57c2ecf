import type { catalogV1 } from '@storefront/proto';
import type { CatalogDatabase } from '../store/database';
import { getSettings } from '../store/settings';
import { catalogUnary } from './errors';
import { settingsToProto } from './to-proto';

export function settingsHandlers(db: CatalogDatabase) {
  return {
    getSettings: catalogUnary<catalogV1.GetSettingsRequest, catalogV1.GetSettingsResponse>(async () =>
      settingsToProto(await getSettings(db)),
    ),
  };
}
