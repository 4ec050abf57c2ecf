import type { PresentmentRate } from '@storefront/commerce';
import type { CheckoutSettingsJson, OrdersPageJson, SubscriptionsPageJson } from '@storefront/contracts';
import type {
  AnalyticsJson as Analytics,
  DeviceClassName,
  ErrorGroupDetailJson as ErrorGroupDetail,
  ErrorGroupJson as ErrorGroup,
  ErrorGroupsJson,
  RestockSignUpGroupJson as RestockSignUpGroup,
  RestockSignUpJson as RestockSignUp,
  SendRequestJson as SendRequest,
  VitalsSummaryJson as VitalsSummary,
} from '@storefront/contracts';
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
  /** The storefront theme: colours as #rrggbb, a font of THEME_FONTS by id, the corner radius in px. */
  themeAccentColor: string;
  themeTextColor: string;
  themeBackgroundColor: string;
  themeFont: string;
  themeRadiusPx: number;
  /** Spec §4 restrictive cookie mode: no visitor cookie kept, a fresh visitor id per page view. */
  restrictiveCookies: boolean;
  /** Pay in installments: offered at all, for prices above the minimum up to the maximum (minor units). */
  afterPayAvailable: boolean;
  afterPayMin: number;
  afterPayMax: number;
  /** The country of the store's payment account, which picks the installment provider's locale. */
  stripeAccountCountry: string;
  /**
   * Other currencies visitors may see approximate prices in, each with how much of it one unit of
   * the store currency buys, in the owner's order; sent, the list replaces the one kept.
   */
  presentmentRates: PresentmentRate[];
}

export type { RestockSignUpGroup, RestockSignUp, SendRequest };
export type { ErrorGroup, ErrorGroupDetail, VitalsSummary };
export type { Analytics };

/** Days as YYYY-MM-DD in the site's time zone; '' leaves the gateway's default (the last 7 days). */
export interface DayRange {
  from: string;
  to: string;
}

/** The device classes the vitals route filters by: every named one. */
export type DeviceFilter = Exclude<DeviceClassName, 'unknown'>;

/** What the web-vitals summary is asked for; '' is "not filtered". */
export interface VitalsQuery extends DayRange {
  pageType: string;
  device: DeviceFilter | '';
}

/** A page of a list read by cursor: the next page is asked with `nextPageCursor` while `hasNextPage`. */
export interface CursorPage<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string;
}

const RESTOCK = '/api/site-users/account/notifications/restock';
const PERFORMANCE = '/api/owner/performance';
const ANALYTICS = '/api/owner/analytics';

/** A path with only the query values that are set, so a first page asks without a cursor. */
function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return search ? `${path}?${search}` : path;
}

interface PageBody {
  hasNextPage: boolean;
  nextPageCursor: string;
}
const pageOf =
  <K extends string, T>(key: K) =>
  (body: PageBody & Record<K, T[]>): CursorPage<T> => ({
    items: body[key],
    hasNextPage: body.hasNextPage,
    nextPageCursor: body.nextPageCursor,
  });

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
  orders: (cursor = '') =>
    apiRequest<OrdersPageJson>('GET', withQuery('/api/owner/orders', { cursor })).then(pageOf('orders')),
  subscriptions: (cursor = '') =>
    apiRequest<SubscriptionsPageJson>('GET', withQuery('/api/owner/subscriptions', { cursor })).then(
      pageOf('subscriptions'),
    ),
  checkoutSettings: () => apiRequest<CheckoutSettingsJson>('GET', '/api/owner/checkout-settings'),
  saveCheckoutSettings: (settings: CheckoutSettingsJson) =>
    apiRequest<CheckoutSettingsJson>('PUT', '/api/owner/checkout-settings', settings),
  restockGroups: (cursor = '') =>
    apiRequest<PageBody & { signUpGroups: RestockSignUpGroup[] }>(
      'GET',
      withQuery(`${RESTOCK}/groups`, { cursor }),
    ).then(pageOf('signUpGroups')),
  restockSignUps: (group: { productId: string; variantId: string }, cursor = '') =>
    apiRequest<PageBody & { signUps: RestockSignUp[] }>(
      'GET',
      withQuery(RESTOCK, { productId: group.productId, variantId: group.variantId, cursor }),
    ).then(pageOf('signUps')),
  /** `press` names the owner's press: a repeat of it (a lost answer) starts nothing new. */
  sendRestockNotices: (group: { productId: string; variantId: string }, press: string) =>
    apiRequest<{ sendRequest: SendRequest }>(
      'POST',
      `${RESTOCK}/send`,
      { productId: group.productId, variantId: group.variantId },
      { idempotencyKey: press },
    ).then(({ sendRequest }) => [sendRequest]),
  /** Every group with sign-ups not yet notified. */
  sendAllRestockNotices: (press: string) =>
    apiRequest<{ sendRequests: SendRequest[] }>('POST', `${RESTOCK}/send/all`, {}, { idempotencyKey: press }).then(
      ({ sendRequests }) => sendRequests,
    ),
  sendRequests: (cursor = '') =>
    apiRequest<PageBody & { sendRequests: SendRequest[] }>(
      'GET',
      withQuery(`${RESTOCK}/send-requests`, { cursor }),
    ).then(pageOf('sendRequests')),
  /** The progress of these send requests now. */
  sendRequestsById: (ids: readonly string[]) =>
    apiRequest<{ sendRequests: SendRequest[] }>(
      'GET',
      `${RESTOCK}/send-requests?ids=${ids.map(encodeURIComponent).join(',')}`,
    ).then(({ sendRequests }) => sendRequests),
  vitals: ({ from, to, pageType, device }: VitalsQuery) =>
    apiRequest<VitalsSummary>('GET', withQuery(`${PERFORMANCE}/vitals`, { from, to, pageType, device })),
  /** The JavaScript error groups of a range, most frequent first. */
  errorGroups: ({ from, to }: DayRange, cursor = '') =>
    apiRequest<ErrorGroupsJson>('GET', withQuery(`${PERFORMANCE}/errors`, { from, to, cursor })).then(pageOf('groups')),
  /** Census analytics over days of the site's time zone; '' leaves the gateway's default (the last 30 days). */
  analytics: ({ from, to }: DayRange) => apiRequest<Analytics>('GET', withQuery(ANALYTICS, { from, to })),
  /** Where the browser downloads the same days as CSV (a link, so the browser saves the file itself). */
  analyticsExportUrl: ({ from, to }: DayRange) => withQuery(`${ANALYTICS}/export`, { from, to }),
  errorGroup: (groupId: string) =>
    apiRequest<ErrorGroupDetail>('GET', `${PERFORMANCE}/errors/${encodeURIComponent(groupId)}`),
};
