import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { getSettings } from '../store/settings';
import { settingsToProto } from './to-proto';

export function settingsHandlers(db: Database) {
  return {
    getSettings: unary<catalogV1.GetSettingsRequest, catalogV1.GetSettingsResponse>(async () =>
      settingsToProto(await getSettings(db)),
    ),
  };
}
