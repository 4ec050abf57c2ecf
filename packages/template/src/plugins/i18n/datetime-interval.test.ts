import { applyFormatter, type FormatterCall } from '../../../test/formatter-harness';
import { family } from './index';

const NNBSP = '\u202f';
const THIN = '\u2009';
const DASH = `${THIN}–${THIN}`;

function interval(
  start: unknown,
  end: unknown,
  args = '',
  { timeZone, ...call }: FormatterCall & { timeZone?: string } = {},
) {
  const json = timeZone ? { website: { timeZone } } : {};
  return applyFormatter(family.formatters['datetime-interval'], start, { json, args, more: [end], ...call });
}

// 2021-07-04T15:30:05Z: 11:30 AM EDT
const S = 1625412605000;
const H = 3_600_000;
const D = 24 * H;

describe('datetime-interval', () => {
  test('within a day: times', () => {
    expect(interval(S, S + 2 * H)).toBe(`11:30${NNBSP}AM${DASH}1:30${NNBSP}PM`);
    expect(interval(S, S + 60_000)).toBe(`11:30${DASH}11:31${NNBSP}AM`);
    expect(interval(S, S)).toBe(`11:30${NNBSP}AM`);
  });

  test('across days: dates', () => {
    expect(interval(S, S + 13 * H)).toBe(`Jul 4${DASH}5, 2021`);
    expect(interval(S, S + 40 * D)).toBe(`Jul 4${DASH}Aug 13, 2021`);
    expect(interval(S, S + 400 * D)).toBe(`Jul 4, 2021${DASH}Aug 8, 2022`);
  });

  test('skeletons', () => {
    expect(interval(S, S + 40 * D, 'yMMMM')).toBe(`July${DASH}August 2021`);
    expect(interval(S, S + 400 * D, 'skeleton:yMMM')).toBe(`Jul 2021${DASH}Aug 2022`);
    expect(interval(S, S + 8 * D, 'yMMMMdEEEE')).toBe(`Sunday, July 4${DASH}Monday, July 12, 2021`);
    expect(interval(S, S + 2 * H, 'Hm')).toBe(`11:30${DASH}13:30`);
  });

  test('a time skeleton across days shows the dates too', () => {
    expect(interval(S, S + D, 'hm')).toBe(`Jul 4, 2021, 11:30${NNBSP}AM${DASH}Jul 5, 2021, 11:30${NNBSP}AM`);
  });

  test('a weekday-only skeleton gets hours and minutes', () => {
    expect(interval(S, S, 'EEE')).toBe(`Sun, 11:30${NNBSP}AM`);
    expect(interval(S, S + H, 'EEE')).toBe(`Sun, 11:30${NNBSP}AM${DASH}12:30${NNBSP}PM`);
    expect(interval(S, S + 3 * D, 'EEE')).toBe(`Sun, 11:30${NNBSP}AM${DASH}Wed, 11:30${NNBSP}AM`);
  });

  test('in the website time zone', () => {
    // 12:30 AM to 10:30 AM on July 5 in Tokyo: one day, so times
    expect(interval(S, S + 10 * H, '', { timeZone: 'Asia/Tokyo' })).toBe(`12:30${DASH}10:30${NNBSP}AM`);
  });

  test('other locales', () => {
    expect(interval(S, S + 13 * H, 'yMd', { locale: 'de-DE' })).toBe('4.–5.7.2021');
    expect(interval(S, S + 40 * D, 'yMd', { locale: 'de-DE' })).toBe(`4.7.${DASH}13.8.2021`);
    expect(interval(S, S + 3 * D, 'EEE', { locale: 'ja' })).toBe('日 11:30～水 11:30');
  });

  test('nothing prints for a missing end, a value that is not an instant, or no locale data', () => {
    expect(applyFormatter(family.formatters['datetime-interval'], S)).toBe('');
    expect(interval(S, 'abc')).toBe('');
    expect(interval(S, S + H, '', { locale: null })).toBe('');
  });
});
