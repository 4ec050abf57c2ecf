import { Context } from '../../exec/context';
import { BillingPlan, phraseKey, readBillingPlan, subscriptionPhrase } from './subscription';

const plan = (unit: unknown, value: unknown, cycles?: unknown): BillingPlan =>
  readBillingPlan({ subscriptionPlan: { billingPeriod: { unit, value }, numBillingCycles: cycles } })!;
const english = (p: BillingPlan, kind: 'singlePrice' | 'multiplePrices' = 'singlePrice') =>
  subscriptionPhrase(new Context({ json: {} }), {}, p, kind, 'P');
/** The phrase with the site translating `key` as `phrase`. */
const translated = (p: BillingPlan, kind: 'singlePrice' | 'multiplePrices', key: string | null, phrase: string) =>
  subscriptionPhrase(new Context({ json: { localizedStrings: { [String(key)]: phrase } } }), {}, p, kind, 'P');

describe('readBillingPlan', () => {
  test('no billing period means no plan', () => {
    expect(readBillingPlan({})).toBeNull();
    expect(readBillingPlan({ subscriptionPlan: {} })).toBeNull();
    expect(readBillingPlan({ subscriptionPlan: 'x' })).toBeNull();
    expect(readBillingPlan({ subscriptionPlan: { billingPeriod: null } })).not.toBeNull();
  });
});

describe('English wording (spec §9)', () => {
  test.each([
    [plan('WEEK', 1), 'P every week'],
    [plan('WEEK', 2), 'P every 2 weeks'],
    [plan('MONTH', 1), 'P every month'],
    [plan('MONTH', 2, 4), 'P every 2 months for 8 months'],
    [plan('WEEK', 2, 6), 'P every 2 weeks for 12 weeks'],
    [plan('WEEK', 1, 1), 'P every week for 1 week'],
    [plan('YEAR', 1, 1), 'P every year for 1 year'],
    [plan('YEAR', 3, 1), 'P every 3 years for 3 years'],
    [plan('WEEK', 3, -2), 'P every 3 weeks'],
    [plan('FOO', 2, 3), 'P every 2 foos for 6 foos'],
    [plan('DAY', 1, 1), 'P every day for 1 day'],
    [plan(undefined, 2), 'P every 2 s'],
  ])('%j', (p, text) => {
    expect(english(p)).toBe(text);
  });
  test('52 weeks or 12 months are a year', () => {
    expect(english(plan('WEEK', 2, 26))).toBe('P every 2 weeks for 1 year');
    expect(english(plan('WEEK', 4, 26))).toBe('P every 4 weeks for 2 years');
    expect(english(plan('MONTH', 1, 12))).toBe('P every month for 1 year');
    expect(english(plan('MONTH', 2, 12))).toBe('P every 2 months for 2 years');
    // only the canonical unit spelling is restated
    expect(english(plan('week', 2, 26))).toBe('P every 2 weeks for 52 weeks');
  });
  test('from-prices', () => {
    expect(english(plan('WEEK', 1, 6), 'multiplePrices')).toBe('from P every week for 6 weeks');
  });
  test('unreadable numbers', () => {
    expect(english(plan('WEEK', 'x', 3))).toBe('P every week for NaN weeks');
    expect(english(plan('WEEK', 1, 'x'))).toBe('P every week');
    expect(english(plan('WEEK', 0, 3))).toBe('P every week for 0 weeks');
  });
});

describe('translation keys', () => {
  test.each([
    [plan('WEEK', 1), 'productPrice__singlePrice__1Weekly__indefinite'],
    [plan('WEEK', 5, 3), 'productPrice__singlePrice__nWeekly__limited__nWeeks'],
    [plan('WEEK', 1, 1), 'productPrice__singlePrice__1Weekly__limited__1Weeks'],
    [plan('WEEK', 2, 26), 'productPrice__singlePrice__nWeekly__limited__1Years'],
    [plan('MONTH', 2, 12), 'productPrice__singlePrice__nMonthly__limited__nYears'],
    [plan('MONTH', 1, 1), 'productPrice__singlePrice__1Monthly__limited__1Months'],
    [plan('YEAR', 2), 'productPrice__singlePrice__nYearly__indefinite'],
    [plan('week', 2, 3), 'productPrice__singlePrice__nWeekly__limited__nWeeks'],
    [plan('WEEK', undefined), 'productPrice__singlePrice__nWeekly__indefinite'],
  ])('%j -> %s', (p, key) => {
    expect(phraseKey(p, 'singlePrice')).toBe(key);
  });
  test('units without translations', () => {
    expect(phraseKey(plan('DAY', 1), 'singlePrice')).toBeNull();
  });
  test('a translation receives price, billingPeriodValue and duration', () => {
    const p = plan('WEEK', 5, 3);
    const single = phraseKey(p, 'singlePrice');
    expect(translated(p, 'singlePrice', single, '{price} / {billingPeriodValue} / {duration}')).toBe('P / 5 / 15');
    expect(translated(p, 'singlePrice', single, '{0}|{1}|{2}|{3}')).toBe('P|5|15|');
    const from = phraseKey(p, 'multiplePrices');
    expect(translated(p, 'multiplePrices', from, 'from {fromPrice} ({price})')).toBe('from P (P)');
    expect(translated(p, 'multiplePrices', single, 'x')).toBe('from P every 5 weeks for 15 weeks');
  });
  test('translations are messages: quoting, plural and select', () => {
    const p = plan('WEEK', 2);
    const key = phraseKey(p, 'singlePrice');
    expect(translated(p, 'singlePrice', key, "'{price}' it''s {price}")).toBe("{price} it's P");
    expect(translated(p, 'singlePrice', key, '{billingPeriodValue, plural, one {week} other {# weeks}}')).toBe(
      '2 weeks',
    );
    expect(translated(p, 'singlePrice', key, '{billingPeriodValue, select, 2 {two} other {o}}')).toBe('two');
  });
  test('unit text from the data is never read as message syntax', () => {
    expect(english(plan("{price}'", 2))).toBe("P every 2 {price}'s");
  });
});
