import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { updateSettings } from '../actions/settings';
import { getSettings } from '../store/settings';
import { settingsChangeOf } from './from-proto';
import { settingsToProto } from './to-proto';

export function settingsHandlers(db: Database) {
  return {
    getSettings: unary<catalogV1.GetSettingsRequest, catalogV1.GetSettingsResponse>(async () =>
      settingsToProto(await getSettings(db)),
    ),

    updateSettings: unary<catalogV1.UpdateSettingsRequest, catalogV1.UpdateSettingsResponse>(async (request) =>
      settingsToProto(await updateSettings(db, settingsChangeOf(request))),
    ),
  };
}
