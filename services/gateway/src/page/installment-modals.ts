import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INSTALLMENT_LOCALES } from '@storefront/commerce';
import { renderTemplate } from '@storefront/template';

/**
 * The installment provider's information for each locale it serves (spec §9: US en, CA en and fr,
 * AU en, NZ en, GB en under its other brand), by 'en-US', 'fr-CA'...: one template per language
 * (installments/<language>.html) filled with the brand and the country's name as that language
 * writes it in the sentence (installments/countries.json). Rendered once, when the theme loads.
 */
export function installmentModalsOf(themeDir: string): ReadonlyMap<string, string> {
  const dir = path.join(themeDir, 'installments');
  const countryNames = JSON.parse(readFileSync(path.join(dir, 'countries.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const modals = new Map<string, string>();
  for (const [country, { languages, brand }] of Object.entries(INSTALLMENT_LOCALES)) {
    for (const language of languages) {
      const template = readFileSync(path.join(dir, `${language}.html`), 'utf8');
      const name = countryNames[language]?.[country];
      if (!name) throw new Error(`theme installments/countries.json has no ${language} name for ${country}`);
      const { output, errors } = renderTemplate({
        template,
        json: { lang: `${language}-${country}`, brand, country: name },
      });
      if (errors.length > 0) throw new Error(`theme installments/${language}.html: ${errors[0]!.message}`);
      modals.set(`${language}-${country}`, output);
    }
  }
  return modals;
}
