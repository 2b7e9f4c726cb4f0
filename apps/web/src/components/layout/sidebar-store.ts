import { create } from 'zustand';
import { BREAKPOINTS } from '../../lib/use-media-query.ts';

/** SPEC §2/§9: the sidebar's expanded state lives in the cookie 'sidebar_state' for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

/** The stored choice: true expanded, false collapsed, null when the user has not chosen yet. */
export function readSidebarCookie(cookie = document.cookie): boolean | null {
  const match = cookie.match(/(?:^|;\s*)sidebar_state=(true|false)(?:;|$)/);
  return match ? match[1] === 'true' : null;
}

function writeSidebarCookie(expanded: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what SPEC §2 asks for; the Cookie Store API is not in every browser yet.
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Without a stored choice the sidebar is collapsed under 1280 px and expanded above (SPEC §2). */
function getDefaultExpanded(): boolean {
  return typeof window === 'undefined' || window.innerWidth >= BREAKPOINTS.xl;
}

interface SidebarState {
  /** Desktop sidebar: 256 px with labels, or 64 px with icons only. */
  expanded: boolean;
  /** Whether the user chose (cookie set); until then the width of the window decides. */
  chosen: boolean;
  /** The mobile drawer. */
  drawerOpen: boolean;
  toggleExpanded: () => void;
  followWindowWidth: () => void;
  setDrawerOpen: (open: boolean) => void;
}

const stored = typeof document === 'undefined' ? null : readSidebarCookie();

export const useSidebarStore = create<SidebarState>()((set, get) => ({
  expanded: stored ?? getDefaultExpanded(),
  chosen: stored !== null,
  drawerOpen: false,
  toggleExpanded: () => {
    const expanded = !get().expanded;
    writeSidebarCookie(expanded);
    set({ expanded, chosen: true });
  },
  followWindowWidth: () => {
    if (!get().chosen) set({ expanded: getDefaultExpanded() });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
