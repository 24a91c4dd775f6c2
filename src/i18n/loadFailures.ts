/** Translation files that could not be loaded, for a non-blocking warning in the UI. */
export interface LoadFailure {
  lng: string;
  ns: string;
  message: string;
}

let failures: readonly LoadFailure[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function reportLoadFailure(failure: LoadFailure) {
  failures = [...failures, failure];
  console.warn(`[i18n] ${failure.message}`);
  emit();
}

/** A store for `useSyncExternalStore`: each change gives a new list. */
export const loadFailures = {
  list: (): readonly LoadFailure[] => failures,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  clear() {
    failures = [];
    emit();
  },
};
