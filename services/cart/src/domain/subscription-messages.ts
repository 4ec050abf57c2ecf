/** Texts a customer reads about their subscriptions. */
export const SUBSCRIPTION_MESSAGES = {
  notFound: 'That subscription does not exist.',
  ended: 'This subscription has already ended.',
} as const;
