import { describe, expect, it } from '@jest/globals';
import { rememberPopupSeen, shouldShowPopup, type PopupMemory } from './promo-popup-visitor';

function memory(): PopupMemory & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('promo popup, once per visitor', () => {
  it('shows a popup until the visitor has closed or submitted it', () => {
    const visitor = memory();
    expect(shouldShowPopup(visitor, 'promo')).toBe(true);
    rememberPopupSeen(visitor, 'promo', new Date('2026-01-01T00:00:00Z'));
    expect(shouldShowPopup(visitor, 'promo')).toBe(false);
    expect(visitor.items.get('storefront:promo-popup:promo')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('remembers each popup on its own', () => {
    const visitor = memory();
    rememberPopupSeen(visitor, 'spring');
    expect(shouldShowPopup(visitor, 'spring')).toBe(false);
    expect(shouldShowPopup(visitor, 'summer')).toBe(true);
  });

  it('still shows (and does not throw) where storage is blocked', () => {
    const blocked: PopupMemory = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldShowPopup(blocked, 'promo')).toBe(true);
    expect(() => rememberPopupSeen(blocked, 'promo')).not.toThrow();
    expect(shouldShowPopup(null, 'promo')).toBe(true);
  });
});
