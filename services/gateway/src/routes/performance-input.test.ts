import { BadQuery } from './query';
import { dayRangeOf, todayIn } from './performance-input';

describe('the performance routes’ day range', () => {
  // 03:30 UTC on 1 March 2024 is still 29 February in New York, already 1 March in Tokyo.
  const now = new Date('2024-03-01T03:30:00Z');

  it('defaults to the 7 days ending today in the site’s time zone', () => {
    expect(todayIn('America/New_York', now)).toBe('2024-02-29');
    expect(dayRangeOf({}, 'America/New_York', now)).toEqual({
      fromDay: '2024-02-23',
      toDay: '2024-02-29',
      timeZone: 'America/New_York',
    });
    expect(dayRangeOf({}, 'Asia/Tokyo', now)).toMatchObject({ fromDay: '2024-02-24', toDay: '2024-03-01' });
  });

  it('fills the missing end: today after from, 6 days before to', () => {
    expect(dayRangeOf({ from: '2024-02-01' }, 'UTC', now)).toMatchObject({
      fromDay: '2024-02-01',
      toDay: '2024-03-01',
    });
    expect(dayRangeOf({ to: '2024-01-03' }, 'UTC', now)).toMatchObject({ fromDay: '2023-12-28', toDay: '2024-01-03' });
  });

  it('takes a range of exactly 366 days and refuses 367', () => {
    expect(dayRangeOf({ from: '2024-01-01', to: '2024-12-31' }, 'UTC', now)).toMatchObject({ toDay: '2024-12-31' });
    expect(() => dayRangeOf({ from: '2023-01-01', to: '2024-01-02' }, 'UTC', now)).toThrow(BadQuery);
    expect(() => dayRangeOf({ from: '2024-01-02', to: '2024-01-01' }, 'UTC', now)).toThrow(
      'from must not be after to.',
    );
  });
});
