/** Texts a customer reads about their subscriptions. */
export const SUBSCRIPTION_MESSAGES = {
  notFound: 'That subscription does not exist.',
  ended: 'This subscription has already ended.',
  notRenewing: 'This subscription renews no more, so its address cannot be changed.',
  shipsNothing: 'This subscription ships nothing, so it has no address to change.',
  siteUserId: 'siteUserId is required.',
} as const;
