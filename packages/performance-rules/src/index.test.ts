import { cutElementPath, isKeptTiming, RATED_EVENTS, rate, THRESHOLDS } from './index';

describe('rate', () => {
  it.each(RATED_EVENTS.map((event) => [event, THRESHOLDS[event]] as const))(
    '%s: good at the good threshold, needs improvement above it up to poor, poor above poor',
    (event, { good, poor }) => {
      expect(rate(event, 0)).toBe('good');
      expect(rate(event, good)).toBe('good');
      expect(rate(event, good + (event === 'cumulative-layout-shift' ? 0.001 : 1))).toBe('needs-improvement');
      expect(rate(event, poor)).toBe('needs-improvement');
      expect(rate(event, poor + (event === 'cumulative-layout-shift' ? 0.001 : 1))).toBe('poor');
    },
  );

  it("uses the spec's thresholds", () => {
    expect(THRESHOLDS['first-contentful-paint']).toEqual({ good: 1800, poor: 3000 });
    expect(THRESHOLDS['largest-contentful-paint']).toEqual({ good: 2500, poor: 4000 });
    expect(THRESHOLDS['cumulative-layout-shift']).toEqual({ good: 0.1, poor: 0.25 });
    expect(THRESHOLDS['first-input-delay']).toEqual({ good: 100, poor: 300 });
    expect(THRESHOLDS['interaction-to-next-paint']).toEqual({ good: 200, poor: 500 });
  });
});

describe('cutElementPath and isKeptTiming', () => {
  it('cuts element paths at 200 characters', () => {
    expect(cutElementPath('a'.repeat(200))).toHaveLength(200);
    expect(cutElementPath('a'.repeat(201))).toBe('a'.repeat(200));
    expect(cutElementPath('div>img')).toBe('div>img');
  });

  it('keeps finite timings from 0 to 2147483647', () => {
    expect([0, 1.5, 2_147_483_647].map(isKeptTiming)).toEqual([true, true, true]);
    expect([-1, 2_147_483_648, Number.NaN, Number.POSITIVE_INFINITY, '5', null].map(isKeptTiming)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
