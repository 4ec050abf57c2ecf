/** What `withinTime` rejects with once the time is up. */
export class TimeLimitError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeLimitError';
  }
}

/**
 * `promise`'s own outcome, or a TimeLimitError once `ms` have passed, whichever comes first. The
 * timer never outlives the race, so a quick answer leaves nothing to keep the process alive.
 */
export async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(ms)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
