import { createRoot } from 'react-dom/client';
import type { MountOptions } from '../../shell/src/mount-contract';
import { FormBlock } from './FormBlock';
import { readFormFields } from './form-fields';
import { placeFormHosts } from './form-hosts';

/**
 * Forms remote. Today it takes over the site form blocks (`form[data-form-block]`); newsletter,
 * waitlist and promo popup forms keep their server behaviour until their features arrive.
 */
export function mount({ elements }: MountOptions): void {
  for (const element of elements) {
    if (!(element instanceof HTMLFormElement) || !element.matches('[data-form-block]')) continue;
    const fields = readFormFields(element);
    const hosts = placeFormHosts(element, fields);
    createRoot(hosts.summaryAbove).render(
      <FormBlock form={element} formId={element.dataset.formId ?? ''} fields={fields} hosts={hosts} />,
    );
  }
}

export default mount;
