import { useSyncExternalStore } from 'react';

/** SPEC §3 UI settings: theme light, dark or system; SPEC §4: it cycles light → dark → system. */
export type Theme = 'light' | 'dark' | 'system';
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
export const THEME_KEY = 'ziskomer.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function getStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

let current: Theme = typeof window === 'undefined' ? 'system' : getStoredTheme();

function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Whether the page is dark now: the chosen theme, or the system's in 'system' mode. */
export function isDarkTheme(theme: Theme = current): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark());
}

function applyTheme() {
  document.documentElement.classList.toggle('dark', isDarkTheme());
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme) {
  current = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  applyTheme();
}

export function getNextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'light';
}

export function cycleTheme() {
  setTheme(getNextTheme(current));
}

if (typeof window !== 'undefined' && typeof matchMedia === 'function') {
  // In 'system' mode the page follows the operating system when it switches.
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (current === 'system') applyTheme();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen theme and whether the page is dark right now. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'system' as Theme);
  const dark = useSyncExternalStore(
    subscribe,
    () => isDarkTheme(),
    () => false,
  );
  return { theme, dark, setTheme, cycleTheme };
}
