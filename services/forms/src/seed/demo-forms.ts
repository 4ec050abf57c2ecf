import { parseFormDefinition, type FormDefinition } from '@storefront/form-rules';
import demo from './demo-forms.json';

/**
 * The demo site's forms, kept as data (demo-forms.json): a contact, newsletter, waitlist,
 * promotional pop-up and feedback form, and an event registration holding every field kind the
 * spec names and asking for a captcha. They are read as any definition from outside is, so one
 * the form rules cannot read stops the start-up instead of reaching a visitor.
 */
export const demoForms: readonly FormDefinition[] = demo.forms.map((form) => {
  const definition = parseFormDefinition(form);
  if (!definition) throw new Error(`The demo form ${form.id} is not a form definition the form rules can read.`);
  return definition;
});

/** The newsletter lists the demo newsletter form signs visitors up to. */
export const demoNewsletterLists: readonly { id: string; name: string }[] = demo.newsletterLists;
