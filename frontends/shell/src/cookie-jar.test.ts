import { describe, expect, it } from '@jest/globals';
import { cookieValue } from './cookie-jar';

describe('cookieValue', () => {
  it('reads one cookie among several', () => {
    expect(cookieValue('crumb=abc; hasCart=true; ss_cvr=x|1|2|3|4', 'hasCart')).toBe('true');
    expect(cookieValue('crumb=abc; hasCart=true', 'crumb')).toBe('abc');
  });

  it('does not confuse names that share a suffix or prefix', () => {
    expect(cookieValue('nohasCart=true; hasCartX=true', 'hasCart')).toBeUndefined();
  });

  it('decodes values and keeps undecodable ones raw', () => {
    expect(cookieValue('crumb=a%3Db', 'crumb')).toBe('a=b');
    expect(cookieValue('crumb=%E0%A4%A', 'crumb')).toBe('%E0%A4%A');
  });

  it('answers undefined for an empty jar', () => {
    expect(cookieValue('', 'crumb')).toBeUndefined();
  });
});
