import { applyFormatter, runFormatter } from '../../../test/formatter-harness';
import { family } from './index';

function run(value: unknown, pattern: string, timeZone?: string) {
  const json = timeZone ? { website: { timeZone } } : {};
  const { value: text, errors } = runFormatter(family.formatters.date, value, { json, args: pattern.split(' ') });
  return { text, errors };
}
const date = (value: unknown, pattern: string, timeZone?: string) => run(value, pattern, timeZone).text;

// 2020-02-24T19:04:40.123Z, a Monday
const T = 1582571080123;

describe('date', () => {
  test('fields in the website time zone (default America/New_York)', () => {
    expect(date(T, '%Y-%m-%d %H:%M:%S')).toBe('2020-02-24 14:04:40');
    expect(date(T, '%Y-%m-%d %H:%M:%S', 'Asia/Tokyo')).toBe('2020-02-25 04:04:40');
    expect(date(T, '%F %T %z', 'Asia/Kathmandu')).toBe('2020-02-25 00:49:40 +05:45');
  });

  test('names and padded forms', () => {
    expect(date(T, '%a|%A|%b|%B|%h')).toBe('Mon|Monday|Feb|February|Feb');
    expect(date(T, '%d|%e|%j|%m|%C|%y|%q')).toBe('24|24|055|02|20|20|1');
    expect(date(T + 86_400_000 * 10, '%e|%v')).toBe(' 5| 5-Mar-2020');
    expect(date(T, '%I|%i|%l|%k|%p|%P')).toBe('02|2| 2|14|PM|pm');
    expect(date(T - 12 * 3_600_000, '%I|%i|%l|%k|%H|%p')).toBe('02|2| 2| 2|02|AM');
    expect(date(T, '%N|%s|%u|%w')).toBe('123000000|1582571080|1|1');
  });

  test('composite conversions', () => {
    expect(date(T, '%c')).toBe('Mon, Feb 24, 2020 2:04:40 PM EST');
    expect(date(T, '%D|%x')).toBe('02/24/20|02/24/2020');
    expect(date(T, '%r|%R|%T|%X')).toBe('2:04:40 PM|14:04|14:04:40|02:04:40 PM');
    expect(date(T, '%n%t')).toBe('\n\t');
  });

  test('midnight and noon on the 12-hour clock', () => {
    const midnight = Date.UTC(2020, 0, 1, 5, 0, 0); // 00:00 in New York
    expect(date(midnight, '%I %i %l %p')).toBe('12 12 12 AM');
    expect(date(midnight + 12 * 3_600_000, '%I %p')).toBe('12 PM');
  });

  test('week numbers', () => {
    // Thursday 2020-12-31 belongs to ISO week 53 of 2020 and to US week 1 of 2021
    const d = Date.UTC(2020, 11, 31, 17);
    expect(date(d, '%V %G %g %U %W')).toBe('53 2020 20 01 01');
    // Sunday 2023-12-31: ISO week 52, US week 1 (the week holding January 1st)
    expect(date(Date.UTC(2023, 11, 31, 17), '%V %U')).toBe('52 01');
    // Friday 2021-01-01: ISO week 53 of 2020
    expect(date(Date.UTC(2021, 0, 1, 17), '%V %G %U')).toBe('53 2020 01');
    expect(date(Date.UTC(2021, 1, 17, 17), '%V %U')).toBe('07 08');
  });

  test('time zone abbreviations', () => {
    const winter = Date.UTC(2021, 0, 15, 12);
    const summer = Date.UTC(2021, 6, 15, 12);
    expect(date(winter, '%Z')).toBe('EST');
    expect(date(summer, '%Z')).toBe('EDT');
    expect(date(summer, '%Z', 'Europe/Paris')).toBe('CEST');
    expect(date(summer, '%Z', 'Europe/Dublin')).toBe('IST');
    expect(date(winter, '%Z', 'Europe/Dublin')).toBe('GMT');
    expect(date(winter, '%Z', 'Australia/Sydney')).toBe('AEDT');
    expect(date(winter, '%Z', 'Asia/Dubai')).toBe('+04');
    expect(date(winter, '%Z', 'Asia/Kathmandu')).toBe('+0545');
    expect(date(winter, '%Z', 'America/St_Johns')).toBe('NST');
    expect(date(winter, '%Z %z', 'US/Eastern')).toBe('EST -05:00');
  });

  test('an unknown time zone falls back to UTC', () => {
    expect(date(T, '%H:%M %Z %z', 'Foo/Bar')).toBe('19:04 UTC +00:00');
  });

  test('local mean time before standard time', () => {
    expect(date(Date.UTC(1850, 0, 1), '%Z %z')).toBe('LMT -04:56');
  });

  test('percent signs and unknown conversions', () => {
    expect(date(T, '%Y %% %d')).toBe('2020 % 24');
    expect(date(T, '%Y%')).toBe('2020%');
    expect(date(T, '%Q%E|%-d|%10Y')).toBe('|d|0Y');
    expect(date(T, 'no conversions')).toBe('no conversions');
  });

  test('arguments split on another separator are joined with spaces', () => {
    expect(applyFormatter(family.formatters.date, T, { args: ['%Y %m', '%d'] })).toBe('2020 02 24');
  });

  test('how values read as instants', () => {
    expect(date(String(T), '%F')).toBe('2020-02-24');
    expect(date(' 12 ', '%F %T')).toBe('1969-12-31 19:00:00');
    expect(date(null, '%F')).toBe('1969-12-31');
    expect(date(undefined, '%F')).toBe('1969-12-31');
    expect(date({}, '%F')).toBe('1969-12-31');
    expect(date(true, '%N')).toBe('001000000');
    expect(date(-1, '%F %T %N %s')).toBe('1969-12-31 18:59:59 999000000 0');
  });

  test('Julian calendar before the Gregorian reform', () => {
    const day = (iso: string) => Date.parse(iso + 'T12:00:00Z');
    expect(date(day('1582-10-15'), '%F %a %j', 'UTC')).toBe('1582-10-15 Fri 288');
    expect(date(day('1582-10-14'), '%F %a %j', 'UTC')).toBe('1582-10-04 Thu 277');
    expect(date(day('1000-06-15'), '%F %a', 'UTC')).toBe('1000-06-09 Sun');
    expect(date(day('0001-01-01'), '%Y %F %G', 'UTC')).toBe('1 1-01-03 0001');
  });

  test('the first and last supported days', () => {
    expect(date(-210866803200000, '%F %T %a', 'UTC')).toBe('4713-01-01 00:00:00 Mon');
    expect(date(210895142399999, '%F %T %a', 'UTC')).toBe('8652-12-31 23:59:59 Fri');
  });

  test('a Julian day outside the supported range is an error', () => {
    const before = run(-210866803200001, '%F', 'UTC');
    expect(before.text).toBe('');
    expect(before.errors).toEqual([{ type: 'engine', message: expect.stringContaining('Julian day -1 is outside') }]);
    const after = run(1e20, '%F');
    expect(after.text).toBe('');
    expect(after.errors[0].message).toMatch(/outside the supported range/);
  });

  test('text that is not a number is an error', () => {
    const r = run('abc', '%F');
    expect(r.text).toBe('');
    expect(r.errors).toHaveLength(1);
  });

  test('without a pattern nothing prints', () => {
    expect(date(T, '')).toBe('');
  });
});
