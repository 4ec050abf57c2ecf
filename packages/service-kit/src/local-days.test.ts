import { InvalidArgumentError } from './domain-errors';
import { DEFAULT_TIME_ZONE, localDays, timeZoneOf } from './local-days';

const iso = (range: { bounds: Date[] }) => range.bounds.map((bound) => bound.toISOString());
const hours = (range: { bounds: Date[] }) =>
  range.bounds.slice(1).map((bound, i) => (bound.getTime() - range.bounds[i]!.getTime()) / 3_600_000);

describe('the days of a range in a time zone', () => {
  it('lists every day of the range, both ends included, with where each starts and the last ends', () => {
    const range = localDays('2025-01-30', '2025-02-02', 'America/New_York');
    expect(range.days).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(iso(range)).toEqual([
      '2025-01-30T05:00:00.000Z',
      '2025-01-31T05:00:00.000Z',
      '2025-02-01T05:00:00.000Z',
      '2025-02-02T05:00:00.000Z',
      '2025-02-03T05:00:00.000Z',
    ]);
  });

  it('is the default zone when none is named', () => {
    expect(localDays('2025-06-01', '2025-06-01', '').timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(iso(localDays('2025-06-01', '2025-06-01', ''))).toEqual([
      '2025-06-01T04:00:00.000Z',
      '2025-06-02T04:00:00.000Z',
    ]);
  });

  it('has days of 23 and 25 hours where the clocks change', () => {
    expect(hours(localDays('2024-03-09', '2024-03-11', 'America/New_York'))).toEqual([24, 23, 24]);
    expect(hours(localDays('2024-10-26', '2024-10-28', 'Europe/Oslo'))).toEqual([24, 25, 24]);
    expect(iso(localDays('2024-10-27', '2024-10-27', 'Europe/Oslo'))).toEqual([
      '2024-10-26T22:00:00.000Z',
      '2024-10-27T23:00:00.000Z',
    ]);
  });

  it('starts a day whose midnight is skipped at its first minute', () => {
    // Chile moves from -04 to -03 at 00:00: 2024-09-08 starts at 01:00 local
    expect(iso(localDays('2024-09-08', '2024-09-08', 'America/Santiago'))).toEqual([
      '2024-09-08T04:00:00.000Z',
      '2024-09-09T03:00:00.000Z',
    ]);
  });

  it('gives a day a zone skipped altogether no length', () => {
    // Samoa went from -10 to +14 at the end of 2011-12-29: 2011-12-30 never happened there
    expect(hours(localDays('2011-12-29', '2011-12-31', 'Pacific/Apia'))).toEqual([24, 0, 24]);
  });

  it('reads zones east of UTC and half-hour offsets', () => {
    expect(iso(localDays('2025-01-01', '2025-01-01', 'Asia/Kolkata'))).toEqual([
      '2024-12-31T18:30:00.000Z',
      '2025-01-01T18:30:00.000Z',
    ]);
    expect(iso(localDays('2025-01-01', '2025-01-01', 'UTC'))).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-01-02T00:00:00.000Z',
    ]);
  });

  it('takes up to 366 days, both ends counted', () => {
    expect(localDays('2024-01-01', '2024-12-31', 'UTC').days).toHaveLength(366);
    expect(() => localDays('2024-01-01', '2025-01-01', 'UTC')).toThrow('The range spans more than 366 days.');
  });

  it('refuses malformed and impossible days, reversed ranges and unknown zones', () => {
    const refused = (from: string, to: string, zone = 'UTC') => {
      try {
        localDays(from, to, zone);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidArgumentError);
        return (error as Error).message;
      }
      throw new Error(`${from}..${to} in ${zone} was taken`);
    };
    expect(refused('', '2025-01-01')).toBe('from_day must be a day in the form YYYY-MM-DD.');
    expect(refused('2025-1-01', '2025-01-01')).toBe('from_day must be a day in the form YYYY-MM-DD.');
    expect(refused('2025-02-29', '2025-03-01')).toBe('from_day must be a day in the form YYYY-MM-DD.');
    expect(refused('2025-01-01', '2025-13-01')).toBe('to_day must be a day in the form YYYY-MM-DD.');
    expect(refused('2025-01-01', '2025-01-01T00:00')).toBe('to_day must be a day in the form YYYY-MM-DD.');
    expect(refused('2025-01-02', '2025-01-01')).toBe('The range ends before it starts.');
    for (const zone of ['Mars/Olympus', 'America/New_York\n', 'x'.repeat(10_000), '+25:00'])
      expect(refused('2025-01-01', '2025-01-01', zone)).toBe(
        'time_zone is not an IANA time zone, such as America/New_York.',
      );
  });

  it('names a zone as IANA spells it', () => {
    expect(timeZoneOf('europe/oslo')).toBe('Europe/Oslo');
  });
});
