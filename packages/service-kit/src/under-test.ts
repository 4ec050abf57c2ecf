/** Anything a test starts and must stop: a service, a shop of services, a replica pair. */
export interface StartedForTests {
  stop(): Promise<void>;
}

export interface UnderTestOptions {
  /** Runs after `stop`, e.g. to clear what the service left in a shared Redis. */
  afterStop?(): Promise<void>;
}

/**
 * Starts what the tests of the enclosing `describe` call before the first of them and stops it
 * after the last; the tests read it through the returned function. A start that failed stops
 * nothing, so its error is the one the run reports.
 */
export function underTest<T extends StartedForTests>(start: () => Promise<T>, options: UnderTestOptions = {}): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.stop();
    await options.afterStop?.();
  });
  return () => {
    if (!started) throw new Error('read before it was started: only tests may read it');
    return started;
  };
}
