import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec §8 interface string for a page part that could not be read. */
export const LOAD_FAILED = 'Unable to load. Try again.';

export interface LoadedProps<T> {
  load: () => Promise<T>;
  /** Sees a failed load first; true when it dealt with it (e.g. went to the sign-in page). */
  onFailure?: (error: unknown) => boolean;
  /** `reload` reads again and shows the new value without passing through 'Loading…'. */
  children: (value: T, reload: () => Promise<void>) => ReactNode;
}

/** Reads what an account screen shows; says so while it reads, and offers another try when it cannot. */
export function Loaded<T>({ load, onFailure, children }: LoadedProps<T>) {
  const [state, setState] = useState<{ value: T } | 'loading' | 'failed'>('loading');
  // the latest handler, without reading again each time a parent passes a new one
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const read = useCallback(async () => {
    try {
      const value = await load();
      setState({ value });
    } catch (error) {
      if (!failure.current?.(error)) setState('failed');
    }
  }, [load]);
  useEffect(() => {
    void read();
  }, [read]);

  if (state === 'loading') return <p className="account-loading">Loading…</p>;
  if (state === 'failed')
    return (
      <div className="account-load-error" role="alert">
        <p>{LOAD_FAILED}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setState('loading');
            void read();
          }}
        >
          Try again
        </button>
      </div>
    );
  return <>{children(state.value, read)}</>;
}
