import type { Database } from '@storefront/service-kit';
import type { NewsletterSignUp } from '../domain/newsletter-sign-up';
import { newsletterSubscribers } from './schema';

/** Adds the address to the list; someone already on it stays as they were. */
export async function addSubscriber(tx: Database, signUp: NewsletterSignUp, submissionId: string): Promise<void> {
  await tx
    .insert(newsletterSubscribers)
    .values({ ...signUp, submissionId })
    .onConflictDoNothing();
}
