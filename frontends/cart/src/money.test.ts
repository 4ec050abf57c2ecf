import { describe, expect, it } from '@jest/globals';
import { formatMinorUnits } from './money';

describe('formatMinorUnits', () => {
  it('divides minor units by 100 for two-digit currencies', () => {
    expect(formatMinorUnits(1200, 'USD')).toBe('$12.00');
    expect(formatMinorUnits('123456', 'USD')).toBe('$1,234.56');
    expect(formatMinorUnits(5, 'EUR')).toBe('€0.05');
  });

  it('shows JPY without decimals, its minor unit being the yen', () => {
    expect(formatMinorUnits(1250, 'JPY')).toBe('¥1,250');
  });

  it('falls back to zero and USD for unreadable input', () => {
    expect(formatMinorUnits('abc', '')).toBe('$0.00');
    expect(formatMinorUnits(100, 'NOT-A-CODE')).toBe('$1.00');
  });
});
