import type { FormDefinition } from '@storefront/form-rules';
import type { catalogV1 } from '@storefront/proto';
import { formBlockJson } from './form-block';
import type { PageForms } from './page-forms';
import type { PageName } from './theme';

/**
 * Forms a page shows because of what page it is, under the template names that place them. The
 * home page stays without forms: it is the storefront's page without hooks, which loads the shell
 * alone.
 */
type Placement = { formId: string; as: string } | { kind: FormDefinition['kind']; as: string };
/** The site's newsletter: its first form of that kind. */
const NEWSLETTER: Placement = { kind: 'newsletter', as: 'newsletterForm' };
const FORMS_BY_PAGE: Partial<Record<PageName, Placement[]>> = {
  'product-list': [{ formId: 'promo-popup', as: 'promoPopupForm' }, NEWSLETTER],
  contact: [{ formId: 'contact', as: 'pageForm' }, NEWSLETTER],
};

/** The template data of a page's forms; none while the forms cannot be read (the templates say so). */
function pageFormData(placements: Placement[], forms: FormDefinition[] | undefined): Record<string, unknown> {
  if (!forms) return {};
  const data: Record<string, unknown> = {};
  for (const placement of placements) {
    const definition = forms.find((form) =>
      'formId' in placement ? form.id === placement.formId : form.kind === placement.kind,
    );
    if (definition) data[placement.as] = formBlockJson(definition);
  }
  return data;
}

/**
 * The site's forms as pages show them, the part of Pages that forms add: a page's own forms
 * (contact form, newsletter, the shop's promo popup) and the captcha site key the forms need in
 * the page context. A forms outage renders the pages without their forms.
 */
export class FormsOnPages {
  private readonly pageForms: PageForms;
  private readonly captchaSiteKey: string;

  constructor(parts: {
    pageForms: PageForms;
    /** Used when the catalog's website settings name no captcha site key. */
    captchaSiteKey: string;
  }) {
    this.pageForms = parts.pageForms;
    this.captchaSiteKey = parts.captchaSiteKey;
  }

  withCaptchaSiteKey(settings: catalogV1.GetSettingsResponse): catalogV1.GetSettingsResponse {
    if (settings.website?.captchaSiteKey) return settings;
    return { ...settings, website: { id: '', ...settings.website, captchaSiteKey: this.captchaSiteKey } };
  }

  /** The template data of the forms page `name` shows; undefined when it shows none, so it need not wait. */
  dataFor(name: PageName): Promise<Record<string, unknown>> | undefined {
    const placements = FORMS_BY_PAGE[name];
    if (!placements) return undefined;
    return this.pageForms.all().then((forms) => pageFormData(placements, forms));
  }
}
