import { describe, expect, it } from '@jest/globals';
import { productFormDefinition } from './product-form';
import { validateForm } from './validate-form';

const engraving = {
  id: 'form-engraving',
  name: 'Engraving details',
  fields: [
    { id: 'engraving-text', type: 'textarea', title: 'Engraving text', required: true, maxLength: 30 },
    { id: 'engraving-font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Script', 'Block'] },
    { id: 'gift-note', type: 'text', title: 'Gift note', required: false },
  ],
};

describe('productFormDefinition', () => {
  it("reads the catalog's custom form as a product form definition", () => {
    expect(productFormDefinition(engraving, 'Add To Cart')).toEqual({
      id: 'form-engraving',
      name: 'Engraving details',
      kind: 'product',
      fields: engraving.fields,
      submitButtonText: 'Add To Cart',
      submissionText: '',
      captchaRequired: false,
    });
  });

  it('refuses what is not a form, so no answers are taken unchecked', () => {
    expect(productFormDefinition(undefined)).toBeNull();
    expect(productFormDefinition('{"fields":[]}')).toBeNull();
    expect(productFormDefinition({ fields: [{ id: 'x', type: 'upload', title: 'X', required: false }] })).toBeNull();
    expect(productFormDefinition({ fields: [{ id: 'x', title: 'X' }] })).toBeNull();
  });

  it('judges answers by the same rules as every other form', () => {
    const definition = productFormDefinition(engraving)!;
    expect(
      validateForm(definition, { 'engraving-text': 'For Ana', 'engraving-font': 'Serif', 'gift-note': '' }),
    ).toEqual({});
    expect(
      validateForm(definition, { 'engraving-text': 'x'.repeat(31), 'engraving-font': 'Comic', extra: 'y' }),
    ).toEqual({
      'engraving-text': 'You have exceeded the character limit.',
      'engraving-font': 'Please choose one of the options given.',
      extra: 'This field is not part of the form. Please reload the page and try again.',
    });
  });
});
