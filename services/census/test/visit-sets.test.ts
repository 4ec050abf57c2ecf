import {
  countRange,
  DaySets,
  roaringReady,
  serializeIds,
  type QuarterSet,
  type SetKind,
} from '../src/domain/visit-sets';

const HOUR = 60 * 60 * 1000;

/** One quarter's sets: visits as [visit id, visitor id, referrer, device], funnel steps as [step, visitor id]. */
async function quarter(at: number, visits: [number, number, string, string][], steps: [number, number][] = []) {
  const sets: QuarterSet[] = [];
  const add = async (kind: SetKind, name: string, ids: number[]) =>
    sets.push({ at, kind, name, ids: await serializeIds(ids) });
  await add(
    'visits',
    '',
    visits.map(([visit]) => visit),
  );
  await add(
    'visitors',
    '',
    visits.map(([, visitor]) => visitor),
  );
  for (const referrer of new Set(visits.map(([, , r]) => r)))
    await add(
      'referrer',
      referrer,
      visits.filter(([, , r]) => r === referrer).map(([visit]) => visit),
    );
  for (const device of new Set(visits.map(([, , , d]) => d)))
    await add(
      'device',
      device,
      visits.filter(([, , , d]) => d === device).map(([visit]) => visit),
    );
  for (const step of new Set(steps.map(([s]) => s)))
    await add(
      'step',
      String(step),
      steps.filter(([s]) => s === step).map(([, visitor]) => visitor),
    );
  return sets;
}

describe('distinct counts from quarter-hour id sets', () => {
  beforeAll(() => roaringReady());

  it('counts a visit once across quarters and days, under the referrer and device of its first quarter in the range', async () => {
    // day 1: visit 1 (visitor 10) from google on mobile at 22:00, again at 23:00 (its hits there direct);
    // day 2: visit 1 goes on past midnight, visit 2 (visitor 10 again) and visit 3 (visitor 11) start
    const day1 = [
      ...(await quarter(22 * HOUR, [[1, 10, 'google.com', 'mobile']], [[1, 10]])),
      ...(await quarter(23 * HOUR, [[1, 10, '(direct)', 'mobile']], [[2, 10]])),
    ];
    const day2 = [
      ...(await quarter(24 * HOUR, [[1, 10, '(direct)', 'mobile']])),
      ...(await quarter(
        25 * HOUR,
        [
          [2, 10, 'bing.com', 'desktop'],
          [3, 11, '(direct)', 'tablet'],
        ],
        [[1, 11]],
      )),
    ];
    // order 7 stored in two quarters (its purchase event sent twice) counts once; order 8 on day 2
    day1.push({ at: 23 * HOUR, kind: 'orders', name: '', ids: await serializeIds([7]) });
    day2.push({ at: 25 * HOUR, kind: 'orders', name: '', ids: await serializeIds([7, 8]) });
    const [first, second] = [new DaySets(day1), new DaySets(day2)];
    try {
      expect([first.visits.size, first.visitors.size, second.visits.size, second.visitors.size]).toEqual([1, 1, 3, 2]);
      const both = countRange([first, second]);
      expect(both).toMatchObject({ visits: 3, uniqueVisitors: 2, orders: 2 });
      expect([first.orders.size, second.orders.size]).toEqual([1, 2]);
      expect(both.referrers).toEqual(
        new Map([
          ['google.com', 1],
          ['bing.com', 1],
          ['(direct)', 1],
        ]),
      );
      expect(both.devices).toEqual(
        new Map([
          ['mobile', 1],
          ['desktop', 1],
          ['tablet', 1],
        ]),
      );
      expect(both.steps).toEqual(
        new Map([
          [1, 2],
          [2, 1],
        ]),
      );
      // the second day alone: visit 1's first hit of the range is its direct one after midnight
      const alone = countRange([second]);
      expect(alone.referrers).toEqual(
        new Map([
          ['(direct)', 2],
          ['bing.com', 1],
        ]),
      );
      expect(alone).toMatchObject({ visits: 3, uniqueVisitors: 2 });
    } finally {
      first.dispose();
      second.dispose();
    }
  });
});
