import { describe, expect, it } from '@jest/globals';
import { shownIndex, stepIndex } from './steps';

describe('gallery steps', () => {
  it('wraps round at both ends', () => {
    expect(stepIndex(0, 6, 1)).toBe(1);
    expect(stepIndex(5, 6, 1)).toBe(0);
    expect(stepIndex(0, 6, -1)).toBe(5);
    expect(stepIndex(3, 6, -1)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });

  it('takes the image whose start is nearest the scroll position as the one shown', () => {
    const starts = [0, 400, 800, 1200];
    expect(shownIndex(0, starts)).toBe(0);
    expect(shownIndex(390, starts)).toBe(1);
    expect(shownIndex(990, starts)).toBe(2);
    expect(shownIndex(5000, starts)).toBe(3);
    expect(shownIndex(0, [])).toBe(0);
  });
});
