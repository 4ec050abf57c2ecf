import type { FormDefinition } from '@storefront/form-rules';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { forms, newsletterLists } from './schema';

export async function findForm(db: Database, id: string): Promise<FormDefinition | null> {
  const [row] = await db.select({ definition: forms.definition }).from(forms).where(eq(forms.id, id));
  return row?.definition ?? null;
}

export async function listForms(db: Database): Promise<FormDefinition[]> {
  const rows = await db.select({ definition: forms.definition }).from(forms).orderBy(asc(forms.id));
  return rows.map((row) => row.definition);
}

/** Writes forms that are missing; ones already there (maybe edited since) are kept. */
export async function insertMissingForms(db: Database, definitions: FormDefinition[]): Promise<number> {
  if (definitions.length === 0) return 0;
  const created = await db
    .insert(forms)
    .values(definitions.map((definition) => ({ id: definition.id, definition })))
    .onConflictDoNothing()
    .returning({ id: forms.id });
  return created.length;
}

export async function insertMissingNewsletterLists(db: Database, lists: { id: string; name: string }[]): Promise<void> {
  if (lists.length > 0) await db.insert(newsletterLists).values(lists).onConflictDoNothing();
}
