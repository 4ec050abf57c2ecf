import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { updateSettings } from '../actions/settings';
import { getSettings } from '../store/settings';
import { settingsToProto } from './to-proto';

export function settingsHandlers(db: Database) {
  return {
    getSettings: unary<catalogV1.GetSettingsRequest, catalogV1.GetSettingsResponse>(async () =>
      settingsToProto(await getSettings(db)),
    ),

    updateSettings: unary<catalogV1.UpdateSettingsRequest, catalogV1.UpdateSettingsResponse>(async (request) => {
      // Unset proto3 optional fields arrive as undefined: exactly the fields the change leaves alone.
      return settingsToProto(await updateSettings(db, request));
    }),
  };
}
