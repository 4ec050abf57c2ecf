import type { NewsletterSignUp } from '../domain/newsletter-sign-up';
import type { FormsDatabase } from './database';
import { newsletterSubscribers } from './schema';

/** Adds the address to the list; someone already on it stays as they were. */
export async function addSubscriber(tx: FormsDatabase, signUp: NewsletterSignUp, submissionId: string): Promise<void> {
  await tx
    .insert(newsletterSubscribers)
    .values({ ...signUp, submissionId })
    .onConflictDoNothing();
}
