import type { FormDefinition } from '@storefront/form-rules';
import type { catalogV1 } from '@storefront/proto';
import type { Response } from 'express';
import type { CartPill } from '../page/cart-pill';
import { formBlockJson } from '../page/form-block';
import type { PageContent } from '../page/page-data';
import type { PageName } from '../page/theme';
import type { PageForms } from './page-forms';
import { Pages } from './pages';

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
export function pageFormData(name: PageName, forms: FormDefinition[] | undefined): Record<string, unknown> {
  if (!forms) return {};
  const data: Record<string, unknown> = {};
  for (const placement of FORMS_BY_PAGE[name] ?? []) {
    const definition = forms.find((form) =>
      'formId' in placement ? form.id === placement.formId : form.kind === placement.kind,
    );
    if (definition) data[placement.as] = formBlockJson(definition);
  }
  return data;
}

/**
 * Pages with the site's forms: a page's own forms (contact form, newsletter, the shop's promo
 * popup) and the captcha site key the forms need in the page context. A forms outage renders the
 * pages without their forms.
 */
export class FormPages extends Pages {
  constructor(
    private readonly pageForms: PageForms,
    /** Used when the catalog's website settings name no captcha site key. */
    private readonly captchaSiteKey: string,
    ...pages: ConstructorParameters<typeof Pages>
  ) {
    super(...pages);
  }

  override async settings(): Promise<catalogV1.GetSettingsResponse> {
    const settings = await super.settings();
    if (settings.website?.captchaSiteKey) return settings;
    return { ...settings, website: { id: '', ...settings.website, captchaSiteKey: this.captchaSiteKey } };
  }

  /** The forms are read first; the page's own data wins over them. */
  override async send(
    res: Response,
    name: PageName,
    content: PageContent,
    status = 200,
    pill?: CartPill,
  ): Promise<void> {
    // Most pages show no form: they do not wait on the forms service at all.
    if (!FORMS_BY_PAGE[name]) return super.send(res, name, content, status, pill);
    const forms = await this.pageForms.all();
    const data = { ...pageFormData(name, forms), ...content.data };
    await super.send(res, name, { ...content, data }, status, pill);
  }
}
