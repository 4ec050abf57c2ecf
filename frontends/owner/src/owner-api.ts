import type { Permission } from '@storefront/permissions';
import { apiRequest } from '@storefront/ui';

/** An owner or contributor as the gateway answers it (accounts-api "account JSON"). */
export interface OwnerAccount {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
  permissions: Permission[];
}

export interface Invitation {
  invitationId: string;
  email: string;
  roles: number[];
  expiresAt: string | number;
}

export interface Team {
  members: OwnerAccount[];
  invitations: Invitation[];
}

/** The store settings an owner changes (GET/PUT /api/owner/settings). */
export interface StoreSettingsChoice {
  selectedCurrency: string;
  expressCheckout: boolean;
  multipleQuantityAllowedForServices: boolean;
  timeZone: string;
  /** The captcha provider's public site key the site's forms use; '' for none. */
  captchaSiteKey: string;
}

const accountOf = ({ account }: { account: OwnerAccount }) => account;

/** The gateway's owner routes; each mutating call carries the crumb (apiRequest). */
export const ownerApi = {
  signIn: (email: string, password: string) =>
    apiRequest<{ account: OwnerAccount }>('POST', '/api/owner/session', { email, password }).then(accountOf),
  currentAccount: () => apiRequest<{ account: OwnerAccount }>('GET', '/api/owner/session').then(accountOf),
  signOut: () => apiRequest<null>('DELETE', '/api/owner/session'),
  acceptInvitation: (token: string, password: string, displayName: string) =>
    apiRequest<{ account: OwnerAccount }>('POST', '/api/owner/invitations/accept', {
      token,
      password,
      displayName,
    }).then(accountOf),
  requestPasswordReset: (email: string) => apiRequest<null>('POST', '/api/owner/password-reset', { email }),
  completePasswordReset: (token: string, password: string) =>
    apiRequest<null>('POST', '/api/owner/password-reset/complete', { token, password }),
  team: () => apiRequest<Team>('GET', '/api/owner/team'),
  invite: (email: string, roles: number[]) =>
    apiRequest<{ invitation: Invitation }>('POST', '/api/owner/team/invitations', { email, roles }),
  changeRoles: (accountId: string, roles: number[]) =>
    apiRequest<{ account: OwnerAccount }>('PUT', `/api/owner/team/${encodeURIComponent(accountId)}/roles`, {
      roles,
    }).then(accountOf),
  /** A contributor, or an open invitation by its id. */
  remove: (id: string) => apiRequest<null>('DELETE', `/api/owner/team/${encodeURIComponent(id)}`),
  settings: () => apiRequest<StoreSettingsChoice>('GET', '/api/owner/settings'),
  saveSettings: (settings: StoreSettingsChoice) =>
    apiRequest<StoreSettingsChoice>('PUT', '/api/owner/settings', settings),
};
