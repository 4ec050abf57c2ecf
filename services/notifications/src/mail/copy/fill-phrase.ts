import { executeTemplate, TemplateCache } from '@storefront/template';

/** Room for every phrase of every language, so none is compiled twice. */
const phrases = new TemplateCache(512);

/**
 * A copy phrase with its '{name}' placeholders filled in. The phrase is a template of the
 * storefront's engine, so a value is only ever printed, never read as template text itself.
 * The result is plain text: the layouts escape it.
 */
export function fillPhrase(phrase: string, values: Record<string, string>): string {
  const { output, errors } = executeTemplate(phrases.get(phrase), { json: values, locale: 'en' });
  if (errors.length > 0) throw new Error(`mail copy: ${errors.map((e) => e.message).join('; ')}`);
  return output;
}
