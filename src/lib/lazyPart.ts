import { lazy, type ComponentType } from 'react';

/** Lazy parts that have not arrived after this long are given up on (product spec: 120 seconds). */
export const PART_TIMEOUT_MS = 120_000;

export type PartFailure = 'script' | 'css' | 'timeout';

/** A lazy part of the app (a page chunk or its stylesheet) that failed to load; `part` is a translation key. */
export class PartLoadError extends Error {
  constructor(
    readonly part: string,
    readonly failure: PartFailure,
    options?: { cause?: unknown },
  ) {
    super(`Could not load the part "${part}" (${failure})`, options);
    this.name = 'PartLoadError';
  }
}

export const isPartLoadError = (error: unknown): error is PartLoadError => error instanceof PartLoadError;

/** Vite's preloader rejects with "Unable to preload CSS for …" when a stylesheet part fails. */
const isCssFailure = (error: unknown) => error instanceof Error && /preload css|\.css\b/i.test(error.message);

/** Loads a part, naming it in the error when the script or its stylesheet fails or the time-out passes. */
export async function loadPart<T>(
  part: string,
  load: () => Promise<T>,
  timeoutMs = PART_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PartLoadError(part, 'timeout')), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (isPartLoadError(error)) throw error;
    throw new PartLoadError(part, isCssFailure(error) ? 'css' : 'script', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** `React.lazy` for a default-exported page, with the naming and the time-out above. */
export function lazyPart<P extends object = object>(
  part: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs?: number,
) {
  return lazy(() => loadPart(part, load, timeoutMs));
}
