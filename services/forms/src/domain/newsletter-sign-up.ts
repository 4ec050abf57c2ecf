import type { FormAnswers, FormDefinition } from '@storefront/form-rules';

export interface NewsletterSignUp {
  listId: string;
  email: string;
}

/**
 * The list entry an accepted newsletter-form submission makes: its list and the address from its
 * first email field, lower-cased so one person is on a list once. Null for other forms.
 */
export function newsletterSignUp(form: FormDefinition, answers: FormAnswers): NewsletterSignUp | null {
  if (form.kind !== 'newsletter' || !form.newsletterListId) return null;
  const field = form.fields.find((candidate) => candidate.type === 'email');
  const email = field ? answers[field.id] : undefined;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return { listId: form.newsletterListId, email: email.trim().toLowerCase() };
}
