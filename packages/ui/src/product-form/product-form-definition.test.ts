import { describe, expect, it } from '@jest/globals';
import { productFormDefinition } from './product-form-definition';

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

  it('refuses what is not a form, so nothing is added without the answers asked for', () => {
    expect(productFormDefinition(undefined, 'Add To Cart')).toBeNull();
    expect(productFormDefinition('{"fields":[]}', 'Add To Cart')).toBeNull();
    expect(
      productFormDefinition({ fields: [{ id: 'x', type: 'upload', title: 'X', required: false }] }, 'Add To Cart'),
    ).toBeNull();
    expect(productFormDefinition({ fields: [{ id: 'x', title: 'X' }] }, 'Add To Cart')).toBeNull();
  });
});
