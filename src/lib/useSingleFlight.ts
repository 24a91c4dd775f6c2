import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a call made while the previous one is still running does not
 * start the action again but shares the running promise. The guard is a ref, so it holds between the clicks of a
 * double click, before React has re-rendered a disabled button. `pending` is for the UI (spinner, disabled).
 *
 * ```ts
 * const save = useSingleFlight((values: Values) => api.create(values));
 * <Button loading={save.pending} onClick={() => void save.run(values)} />
 * ```
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R> | R) {
  const running = useRef<Promise<R> | null>(null);
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const [pending, setPending] = useState(false);

  const run = useCallback((...args: A): Promise<R> => {
    if (running.current) return running.current;
    setPending(true);
    const promise = (async () => {
      try {
        return await latest.current(...args);
      } finally {
        running.current = null;
        setPending(false);
      }
    })();
    // Set before the action can settle: an action that throws synchronously still clears it in `finally`.
    running.current = promise;
    return promise;
  }, []);

  /** Whether a run is in flight right now (the ref, not the last render). */
  const busy = useCallback(() => running.current !== null, []);
  return { run, pending, busy };
}

/**
 * The plain-function form, for code outside React (a confirm dialog's callback): wraps `action` so that calls made
 * while it runs share the running promise.
 */
export function singleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  let running: Promise<R> | null = null;
  return (...args: A): Promise<R> => {
    if (running) return running;
    running = action(...args).finally(() => {
      running = null;
    });
    return running;
  };
}
