import { shareInFlight } from './share-in-flight';

describe('shareInFlight', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it('gives overlapping callers of one key the same read, and reads again once it settled', async () => {
    const inFlight = new Map<string, Promise<number>>();
    let reads = 0;
    const pending = deferred<number>();
    const read = () => ((reads += 1), pending.promise);
    const first = shareInFlight(inFlight, 'candle', read);
    const second = shareInFlight(inFlight, 'candle', read);
    const other = shareInFlight(inFlight, 'mug', () => Promise.resolve(7));
    pending.resolve(3);
    await expect(Promise.all([first, second, other])).resolves.toEqual([3, 3, 7]);
    expect(reads).toBe(1);
    expect(inFlight.size).toBe(0);
    await expect(shareInFlight(inFlight, 'candle', () => Promise.resolve(4))).resolves.toBe(4);
  });

  it('hands a failure to every caller that joined it, and does not keep it', async () => {
    const inFlight = new Map<string, Promise<number>>();
    const pending = deferred<number>();
    const first = shareInFlight(inFlight, 'candle', () => pending.promise);
    const second = shareInFlight(inFlight, 'candle', () => Promise.resolve(1));
    pending.reject(new Error('catalog unavailable'));
    await expect(first).rejects.toThrow('catalog unavailable');
    await expect(second).rejects.toThrow('catalog unavailable');
    await expect(shareInFlight(inFlight, 'candle', () => Promise.resolve(2))).resolves.toBe(2);
  });
});
