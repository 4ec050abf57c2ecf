import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { isValidSlug, slugify, validateSlug } from './slug';

describe('slugs', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    for (const good of ['shirt', 'linen-shirt', 'size-10-shoe', 'a'.repeat(200)]) expect(isValidSlug(good)).toBe(true);
  });

  it('rejects anything else', () => {
    for (const bad of ['', 'Linen', 'linen--shirt', '-shirt', 'shirt-', 'linen shirt', '../etc', 'a'.repeat(201)]) {
      expect(isValidSlug(bad)).toBe(false);
    }
    expect(() => validateSlug('../etc')).toThrow(InvalidArgumentError);
  });

  it('derives slugs from titles', () => {
    expect(slugify('Linen Shirt — Blue')).toBe('linen-shirt-blue');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(isValidSlug(slugify('  Hand-thrown Vase!! '))).toBe(true);
  });
});
