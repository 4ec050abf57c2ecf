import { describe, expect, it } from '@jest/globals';
import type { FormDefinition } from '@storefront/form-rules';
import { popupHeading } from './popup-heading';

const promo: FormDefinition = {
  id: 'promo-popup',
  name: 'Promotional pop-up',
  kind: 'promo-popup',
  fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }],
  submitButtonText: 'Get 10% Off',
  submissionText: 'Thanks!',
  captchaRequired: false,
};

describe('popupHeading', () => {
  it('heads the popup with its offer, never the name the merchant filed the form under', () => {
    expect(popupHeading(promo)).toEqual({ title: 'Get 10% Off', form: promo });
  });

  it('takes an opening section heading as the title and does not show it twice', () => {
    const section = { id: 'hello', type: 'section', title: 'Join us for 10% off', required: false } as const;
    const { title, form } = popupHeading({ ...promo, fields: [section, ...promo.fields] });
    expect(title).toBe('Join us for 10% off');
    expect(form.fields).toEqual(promo.fields);
  });
});
