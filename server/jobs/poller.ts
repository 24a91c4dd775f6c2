import { describeError } from '../abp/errorLog.js';

/**
 * Runs `work` now and then every `intervalMs`, one run at a time (a slow run delays the next tick instead of
 * overlapping it). A failed run is logged and retried at the next tick. The durable state lives in the
 * database, so a run lost to a crash or a restart is simply done by the next one.
 */
export interface Poller<R = unknown> {
  /** Starts the ticks (the first run at once); a second start does nothing. */
  start(): void;
  /** Stops the ticks and waits for a run in flight to end (before the database closes). */
  stop(): Promise<void>;
  /** One run now, sharing a run already in flight: its result, or undefined when it failed (logged). */
  runOnce(): Promise<R | undefined>;
}

export interface PollerLog {
  error(object: unknown, message: string): void;
}

export function createPoller<R>(options: {
  name: string;
  intervalMs: number;
  work: () => Promise<R>;
  log: PollerLog;
}): Poller<R> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<R | undefined> | null = null;
  let stopped = true;

  const runOnce = () => {
    running ??= options
      .work()
      .catch((error: unknown) => {
        // The error's description only: a query's text and parameters never reach the log.
        options.log.error({ err: describeError(error), job: options.name }, `${options.name} failed`);
        return undefined;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = async () => {
    await runOnce();
    // Scheduled after the run ends: runs never overlap, however long one takes.
    if (!stopped) timer = setTimeout(() => void tick(), options.intervalMs);
  };
  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      void tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
