import { runFormatter, type FormatterCall } from '../../../test/formatter-harness';
import { family } from './index';

const NNBSP = '\u202f';

function datetime(value: unknown, args = '', { timeZone, ...call }: FormatterCall & { timeZone?: string } = {}) {
  const json = timeZone ? { website: { timeZone } } : {};
  const { value: text, errors } = runFormatter(family.formatters.datetime, value, { json, args, ...call });
  return { text: text as string, errors };
}
const text = (value: unknown, args = '', opts = {}) => datetime(value, args, opts).text;

// 2021-07-04T15:30:05Z: 11:30:05 AM EDT, a Sunday
const T = 1625412605000;

describe('datetime', () => {
  test('a long date by default', () => {
    expect(text(T)).toBe('July 4, 2021');
  });

  test('named lengths apply to date and time, glued the CLDR way', () => {
    expect(text(T, 'short')).toBe(`7/4/21, 11:30${NNBSP}AM`);
    expect(text(T, 'medium')).toBe(`Jul 4, 2021, 11:30:05${NNBSP}AM`);
    expect(text(T, 'long')).toBe(`July 4, 2021 at 11:30:05${NNBSP}AM EDT`);
    expect(text(T, 'full')).toBe(`Sunday, July 4, 2021 at 11:30:05${NNBSP}AM Eastern Daylight Time`);
  });

  test('date:, time: and wrap:', () => {
    expect(text(T, 'date:short')).toBe('7/4/21');
    expect(text(T, 'time:short')).toBe(`11:30${NNBSP}AM`);
    expect(text(T, 'date:short time:full')).toBe(`7/4/21, 11:30:05${NNBSP}AM Eastern Daylight Time`);
    expect(text(T, 'date:full time:short')).toBe(`Sunday, July 4, 2021 at 11:30${NNBSP}AM`);
    expect(text(T, 'short wrap:full')).toBe(`7/4/21 at 11:30${NNBSP}AM`);
    expect(text(T, 'date:long time:long wrap:short')).toBe(`July 4, 2021, 11:30:05${NNBSP}AM EDT`);
    expect(text(T, 'date:yMd time:hm')).toBe(`7/4/2021, 11:30${NNBSP}AM`);
    expect(text(T, 'date:medium time:Hm wrap:full')).toBe('Jul 4, 2021 at 11:30');
  });

  test('skeletons', () => {
    expect(text(T, 'skeleton:yMMMEd')).toBe('Sun, Jul 4, 2021');
    expect(text(T, 'yMMMMEEEEd')).toBe('Sunday, July 4, 2021');
    expect(text(T, 'skeleton:Bh')).toBe('11 in the morning');
    expect(text(T, 'MMMM')).toBe('July');
    expect(text(T, 'Hms')).toBe('11:30:05');
    expect(text(T, 'hmz')).toBe(`11:30${NNBSP}AM EDT`);
  });

  test('arguments that ask for nothing usable are ignored', () => {
    expect(text(T, 'medium time:none')).toBe(`Jul 4, 2021, 11:30:05${NNBSP}AM`);
    expect(text(T, 'xyz:abc wrap:short')).toBe('July 4, 2021');
  });

  test('context:begin-sentence capitalizes', () => {
    expect(text(T, 'EEEE context:begin-sentence', { locale: 'fr-FR' })).toBe('Dimanche');
    expect(text(T, 'EEEE', { locale: 'fr-FR' })).toBe('dimanche');
  });

  test('in the website time zone', () => {
    expect(text(T, 'long', { timeZone: 'Asia/Tokyo' })).toBe(`July 5, 2021 at 12:30:05${NNBSP}AM GMT+9`);
    expect(text(T, 'time:long', { timeZone: 'UTC' })).toBe(`3:30:05${NNBSP}PM GMT`);
    expect(text(T, 'time:long', { timeZone: 'Not/AZone' })).toBe(`3:30:05${NNBSP}PM GMT`);
  });

  test('other locales', () => {
    expect(text(T, 'long', { locale: 'de-DE' })).toBe('4. Juli 2021 um 11:30:05 GMT-4');
    expect(text(T, 'Hm', { locale: 'de-DE', timeZone: 'UTC' })).toBe('15:30');
    expect(text(T - 12 * 3_600_000, 'Hm', { locale: 'de-DE', timeZone: 'UTC' })).toBe('03:30');
    expect(text(T - 15 * 3_600_000, 'hm', { locale: 'ja', timeZone: 'UTC' })).toBe('午前0:30');
    expect(text(T, 'full', { locale: 'ja' })).toBe('2021年7月4日日曜日 11時30分05秒 米国東部夏時間');
  });

  test('how values read as instants', () => {
    expect(text(String(T))).toBe('July 4, 2021');
    expect(text(null)).toBe('December 31, 1969');
    expect(text(undefined)).toBe('December 31, 1969');
    expect(text('abc')).toBe('');
  });

  test('without locale data nothing prints', () => {
    expect(text(T, '', { locale: null })).toBe('');
    expect(text(T, '', { locale: 'none' })).toBe('');
  });

  test('an unusable locale tag formats in English and is reported', () => {
    const r = datetime(T, '', { locale: 'not a locale!' });
    expect(r.text).toBe('July 4, 2021');
    expect(r.errors).toHaveLength(1);
  });

  test('outside the supported calendar: an error, and the nearest supported day prints', () => {
    const late = datetime(1e17, '');
    expect(late.text).toBe('December 31, 8652');
    expect(late.errors[0].message).toMatch(/Julian day \d+ is outside the supported range/);
    const early = datetime(-1e16, '', { timeZone: 'UTC' });
    // the first supported day, Julian January 1, 4713 B.C., in the proleptic Gregorian calendar
    expect(early.text).toBe('November 24, 4714');
    expect(early.errors).toHaveLength(1);
  });
});
