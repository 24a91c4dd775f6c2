import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getColorSchemeSnapshot,
  initColorScheme,
  setThemePreference,
  subscribeColorScheme,
} from '@/lib/colorScheme';
import { COLOR_SCHEME_BOOT, THEME_PREFERENCE_KEY } from '@/lib/colorSchemeBoot';

/** A prefers-color-scheme media query whose answer the test sets and changes. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return prefersDark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    change(dark: boolean) {
      prefersDark = dark;
      for (const listener of listeners) listener();
    },
  };
}

const html = () => document.documentElement;
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  localStorage.clear();
  html().removeAttribute('data-theme');
  html().style.colorScheme = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = originalMatchMedia;
});

describe('the inline script that sets the scheme before the first paint', () => {
  const cases: [string | null, boolean, 'light' | 'dark'][] = [
    [null, false, 'light'],
    [null, true, 'dark'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['nonsense', false, 'light'],
  ];
  it.each(cases)('saved %s, system dark %s → %s', (saved, systemDark, expected) => {
    if (saved !== null) localStorage.setItem(THEME_PREFERENCE_KEY, saved);
    fakeSystem(systemDark);
    new Function(COLOR_SCHEME_BOOT)();
    expect(html().getAttribute('data-theme')).toBe(expected);
    expect(html().style.colorScheme).toBe(expected);
  });

  it('is plain ES5 without template strings or arrow functions (it runs before any bundle)', () => {
    expect(COLOR_SCHEME_BOOT).not.toMatch(/=>|`|\blet\b|\bconst\b/);
  });
});

describe('the light/dark store', () => {
  it('follows the system by default, also when the system setting changes', () => {
    const system = fakeSystem(false);
    initColorScheme();
    expect(getColorSchemeSnapshot()).toEqual({ preference: 'system', scheme: 'light' });
    const listener = vi.fn();
    const unsubscribe = subscribeColorScheme(listener);
    system.change(true);
    expect(getColorSchemeSnapshot()).toEqual({ preference: 'system', scheme: 'dark' });
    expect(html().getAttribute('data-theme')).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('saves a choice, applies it at once and ignores the system while one is made', () => {
    const system = fakeSystem(true);
    initColorScheme();
    const unsubscribe = subscribeColorScheme(() => undefined);
    setThemePreference('light');
    expect(localStorage.getItem(THEME_PREFERENCE_KEY)).toBe('light');
    expect(html().getAttribute('data-theme')).toBe('light');
    system.change(false);
    system.change(true);
    expect(getColorSchemeSnapshot()).toEqual({ preference: 'light', scheme: 'light' });

    setThemePreference('system');
    expect(localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
    expect(getColorSchemeSnapshot()).toEqual({ preference: 'system', scheme: 'dark' });
    unsubscribe();
  });

  it('takes up a choice made in another tab', () => {
    fakeSystem(false);
    initColorScheme();
    const unsubscribe = subscribeColorScheme(() => undefined);
    localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_PREFERENCE_KEY }));
    expect(getColorSchemeSnapshot()).toEqual({ preference: 'dark', scheme: 'dark' });
    expect(html().getAttribute('data-theme')).toBe('dark');
    unsubscribe();
  });
});
