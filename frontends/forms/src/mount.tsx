import { createRoot } from 'react-dom/client';
import type { FormDefinition } from '@storefront/form-rules';
import type { MountOptions } from '@storefront/contracts';
import { setCensusPage } from '@storefront/ui';
import { openOverlay } from '@storefront/ui/dialog';
import { FormBlock } from './FormBlock';
import { readFormDefinition } from './form-definition-markup';
import { readFormFields } from './form-fields';
import { placeFormHosts } from './form-hosts';
import { recordFormRender, recordOverlay } from './form-render-census';
import { PromoPopup } from './PromoPopup';
import { browserPopupMemory, rememberPopupSeen, shouldShowPopup } from './promo-popup-visitor';
import { SiteForm } from './SiteForm';

const mounted = new WeakSet<Element>();

/** A server form without a definition (the contact page): enhanced in place. */
function enhanceMarkupForm(form: HTMLFormElement): void {
  const fields = readFormFields(form);
  const hosts = placeFormHosts(form, fields);
  createRoot(hosts.summaryAbove).render(
    <FormBlock form={form} formId={form.dataset.formId ?? ''} fields={fields} hosts={hosts} />,
  );
  recordFormRender(form.dataset.formId ?? '');
}

/** The definition's form replaces the server's fallback inside the hook. */
function renderForm(hook: Element, definition: FormDefinition): void {
  for (const child of Array.from(hook.children)) {
    if (!child.matches('script[data-form-definition]')) child.remove();
  }
  const container = document.createElement('div');
  container.className = 'form-block-root';
  hook.append(container);
  createRoot(container).render(<SiteForm definition={definition} query={window.location.search} />);
  recordFormRender(definition.id);
}

/** Shown once per visitor; the server fallback stays hidden in the page. */
function openPromoPopup(definition: FormDefinition): void {
  const memory = browserPopupMemory();
  if (!shouldShowPopup(memory, definition.id)) return;
  const overlay = openOverlay('storefront-overlay promo-popup-root');
  overlay.render(
    <PromoPopup
      definition={definition}
      query={window.location.search}
      onSeen={() => rememberPopupSeen(memory, definition.id)}
      onClose={overlay.close}
    />,
  );
  recordFormRender(definition.id);
  recordOverlay(definition.id, 'promo-popup');
}

/**
 * Forms remote. Each hook carrying a definition (`script[data-form-definition]`) gets the full form
 * of its kind, and hooks inside it (its fallback form) belong to it; a server form without one
 * keeps its markup and is validated and submitted in place.
 */
export function mount({ elements, pageContext }: MountOptions): void {
  setCensusPage(pageContext);
  const defined = elements.filter((element) => element.querySelector('script[data-form-definition]'));
  for (const element of elements) {
    if (mounted.has(element)) continue;
    if (defined.some((hook) => hook !== element && hook.contains(element))) continue;
    mounted.add(element);
    const definition = readFormDefinition(element);
    if (definition) {
      const kind = (element as HTMLElement).dataset.formKind ?? definition.kind;
      if (kind === 'promo-popup') {
        (element as HTMLElement).hidden = true;
        openPromoPopup(definition);
      } else renderForm(element, definition);
    } else if (element instanceof HTMLFormElement && element.matches('[data-form-block]')) {
      enhanceMarkupForm(element);
    }
  }
}

export default mount;
