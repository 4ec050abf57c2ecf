/** The owner hooks (`data-owner-page`) this remote fills. */
export const publicScreenNames = ['login', 'accept-invitation', 'reset-password'] as const;
export const signedInScreenNames = [
  'overview',
  'account',
  'team',
  'settings',
  'checkout',
  'restock',
  'analytics',
  'web-vitals',
  'orders',
  'subscriptions',
] as const;

export type PublicScreenName = (typeof publicScreenNames)[number];
export type SignedInScreenName = (typeof signedInScreenNames)[number];
export type ScreenName = PublicScreenName | SignedInScreenName;

const names: readonly string[] = [...publicScreenNames, ...signedInScreenNames];

export function isScreenName(page: string | undefined): page is ScreenName {
  return page !== undefined && names.includes(page);
}

export function isPublicScreen(page: ScreenName): page is PublicScreenName {
  return (publicScreenNames as readonly string[]).includes(page);
}
