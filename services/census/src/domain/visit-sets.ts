import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';

/**
 * The distinct counts of a range (visits, unique visitors, orders, visits per referrer and
 * device, visitors per funnel step) from the quarter-hour id sets the rollup keeps as roaring bitmaps: unions
 * of bitmaps instead of sorting a million rows at question time, and exact. Quarters are first
 * united into days of the owner's zone (DaySets, which a reader may keep while the quarters stay the
 * same), then days into the range.
 */

/** What a quarter's set holds: see census_quarter_sets. */
export type SetKind = 'visits' | 'visitors' | 'orders' | 'referrer' | 'device' | 'step';

export interface QuarterSet {
  /** The quarter's start, epoch milliseconds. */
  at: number;
  kind: SetKind;
  /** The referring host, device or funnel step number; '' for visits, visitors and orders. */
  name: string;
  /** The ids, roaring's portable serialization (readable by every roaring implementation). */
  ids: Uint8Array;
}

export interface RangeCounts {
  visits: number;
  uniqueVisitors: number;
  orders: number;
  referrers: Map<string, number>;
  devices: Map<string, number>;
  /** Distinct visitors per funnel step number. */
  steps: Map<number, number>;
}

const FORMAT = 'portable';

/** The wasm module loads once per process; every use awaits it. */
let ready: Promise<void> | undefined;
export const roaringReady = () => (ready ??= roaringLibraryInitialize());

/** The portable serialization of a set of ids. */
export async function serializeIds(ids: Iterable<number>): Promise<Uint8Array> {
  await roaringReady();
  const bitmap = new RoaringBitmap32(ids);
  try {
    bitmap.runOptimize();
    return bitmap.serialize(FORMAT);
  } finally {
    bitmap.dispose();
  }
}

/** Adds `ids` to the set of `key`, making the set the first time. */
function uniteInto<K>(sets: Map<K, RoaringBitmap32>, key: K, ids: RoaringBitmap32): void {
  const set = sets.get(key);
  if (set) set.orInPlace(ids);
  else sets.set(key, ids.clone());
}

/**
 * One day's sets, united from its quarters. `referrers` and `devices` hold each visit once, under
 * the referrer and device of its first quarter of the day: a quarter's set less the visits of the
 * day's earlier quarters. Holds wasm memory until `dispose`.
 */
export class DaySets {
  readonly visits = new RoaringBitmap32();
  readonly visitors = new RoaringBitmap32();
  readonly orders = new RoaringBitmap32();
  readonly referrers = new Map<string, RoaringBitmap32>();
  readonly devices = new Map<string, RoaringBitmap32>();
  readonly steps = new Map<number, RoaringBitmap32>();

  /** `sets` of the day's quarters, in order of quarter; `roaringReady()` must have resolved. */
  constructor(sets: QuarterSet[]) {
    let quarterAt: number | undefined;
    let quarterVisits: RoaringBitmap32[] = [];
    const endQuarter = () => {
      for (const visits of quarterVisits) {
        this.visits.orInPlace(visits);
        visits.dispose();
      }
      quarterVisits = [];
    };
    for (const set of sets) {
      if (set.at !== quarterAt) {
        endQuarter();
        quarterAt = set.at;
      }
      const ids = RoaringBitmap32.deserialize(FORMAT, set.ids);
      if (set.kind === 'visits') {
        // kept until the quarter ends, so the quarter's referrer and device sets are taken against the earlier quarters only
        quarterVisits.push(ids);
        continue;
      }
      if (set.kind === 'visitors') this.visitors.orInPlace(ids);
      else if (set.kind === 'orders') this.orders.orInPlace(ids);
      else if (set.kind === 'step') uniteInto(this.steps, Number(set.name), ids);
      else {
        ids.andNotInPlace(this.visits);
        uniteInto(set.kind === 'referrer' ? this.referrers : this.devices, set.name, ids);
      }
      ids.dispose();
    }
    endQuarter();
  }

  dispose(): void {
    for (const set of [this.visits, this.visitors, this.orders, ...this.referrers.values(), ...this.devices.values()])
      set.dispose();
    for (const set of this.steps.values()) set.dispose();
  }
}

const countsOf = (counts: Map<string, number>) => new Map([...counts].filter(([, visits]) => visits > 0));

/**
 * The range's distinct counts from its days, in order. A visit's referrer and device are those
 * of its first hit in the range: it counts in the first day of the range it appears in.
 */
export function countRange(days: DaySets[]): RangeCounts {
  const seenVisits = new RoaringBitmap32();
  const visitors = new RoaringBitmap32();
  const orders = new RoaringBitmap32();
  const steps = new Map<number, RoaringBitmap32>();
  try {
    const referrers = new Map<string, number>();
    const devices = new Map<string, number>();
    for (const day of days) {
      for (const [sets, counts] of [
        [day.referrers, referrers],
        [day.devices, devices],
      ] as const)
        for (const [name, visits] of sets)
          counts.set(name, (counts.get(name) ?? 0) + visits.andNotCardinality(seenVisits));
      seenVisits.orInPlace(day.visits);
      visitors.orInPlace(day.visitors);
      orders.orInPlace(day.orders);
      for (const [step, stepVisitors] of day.steps) uniteInto(steps, step, stepVisitors);
    }
    return {
      visits: seenVisits.size,
      uniqueVisitors: visitors.size,
      orders: orders.size,
      referrers: countsOf(referrers),
      devices: countsOf(devices),
      steps: new Map([...steps].map(([step, stepVisitors]) => [step, stepVisitors.size])),
    };
  } finally {
    seenVisits.dispose();
    visitors.dispose();
    orders.dispose();
    for (const set of steps.values()) set.dispose();
  }
}
