import { useSyncExternalStore } from 'react';

/** SPEC §3: the selected app is kept under a local key. */
const KEY = 'ziskomer.selectedApp';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setSelectedApp(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable (private mode); the selection then lasts for the page only.
  }
  for (const listener of listeners) listener();
}

/** The app selected in the mega-menu (SPEC §4), shared by every component that shows it. */
export function useSelectedApp(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
