import type { Database } from '@storefront/service-kit';
import { insertMissingForms, insertMissingNewsletterLists } from '../store/forms';
import { demoForms, demoNewsletterLists } from './demo-forms';

/** Writes the demo forms that are missing; forms already there, edited or not, are kept. */
export async function seedDemoForms(db: Database): Promise<{ formsCreated: number }> {
  return db.transaction(async (tx) => {
    await insertMissingNewsletterLists(tx, [...demoNewsletterLists]);
    return { formsCreated: await insertMissingForms(tx, [...demoForms]) };
  });
}
