import { describe, expect, it } from '@jest/globals';
import { successRedirectUrl } from './success-redirect';

describe('successRedirectUrl', () => {
  const page = 'https://shop.example/contact?x=1';

  it('follows web addresses, relative ones against the page', () => {
    expect(successRedirectUrl('/thanks', page)).toBe('https://shop.example/thanks');
    expect(successRedirectUrl(' https://other.example/done ', page)).toBe('https://other.example/done');
  });

  it('ignores a missing, script or too long redirect', () => {
    expect(successRedirectUrl(undefined, page)).toBeNull();
    expect(successRedirectUrl('  ', page)).toBeNull();
    expect(successRedirectUrl('javascript:alert(1)', page)).toBeNull();
    expect(successRedirectUrl(`/${'a'.repeat(2083)}`, page)).toBeNull();
  });
});
