import { DEFAULT_THEME } from '@storefront/commerce';
import type { catalogV1 } from '@storefront/proto';
import { permissionsOf, type Permission } from '@storefront/permissions';
import type { Account, Invitation } from '../upstream/accounts';
import { DEFAULT_TIME_ZONE, presentmentRatesOf, storeSettingsOf } from './page-context';

/** An owner account as the owner area reads it: what it may do comes with it, from the one permission table. */
export interface OwnerAccountJson {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
  permissions: Permission[];
}

export function ownerAccountJson(account: Account): OwnerAccountJson {
  return {
    accountId: account.accountId,
    email: account.email,
    displayName: account.displayName,
    roles: [...account.roles],
    permissions: permissionsOf(account.roles),
  };
}

/** A customer as the shop's account screens read it; siteUserId is spec §3's. */
export function siteUserJson(account: Account) {
  return { siteUserId: account.siteUserId, email: account.email, displayName: account.displayName };
}

export function invitationJson(invitation: Invitation) {
  return {
    invitationId: invitation.invitationId,
    email: invitation.email,
    roles: [...invitation.roles],
    expiresAt: new Date(Number(invitation.expiresAtMs)).toISOString(),
  };
}

/** The settings an owner edits, under spec §3's names, with its defaults where the catalog is silent. */
export function ownerSettingsJson(
  settings: Pick<catalogV1.GetSettingsResponse, 'store' | 'site' | 'website' | 'theme'>,
) {
  const theme = settings.theme;
  return {
    ...storeSettingsOf(settings),
    timeZone: settings.site?.timeZone || DEFAULT_TIME_ZONE,
    captchaSiteKey: settings.website?.captchaSiteKey ?? '',
    themeAccentColor: theme?.accentColor || DEFAULT_THEME.accentColor,
    themeTextColor: theme?.textColor || DEFAULT_THEME.textColor,
    themeBackgroundColor: theme?.backgroundColor || DEFAULT_THEME.backgroundColor,
    themeFont: theme?.font || DEFAULT_THEME.font,
    themeRadiusPx: theme ? theme.radiusPx : DEFAULT_THEME.radiusPx,
    restrictiveCookies: settings.site?.restrictiveCookies ?? false,
    afterPayAvailable: settings.store?.afterPayAvailable ?? false,
    afterPayMin: settings.store?.afterPayMin ?? 0,
    afterPayMax: settings.store?.afterPayMax ?? 0,
    stripeAccountCountry: settings.store?.stripeAccountCountry ?? '',
    presentmentRates: presentmentRatesOf(settings),
  };
}
