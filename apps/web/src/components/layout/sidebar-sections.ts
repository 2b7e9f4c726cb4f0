import { useCallback, useState } from 'react';
import type { CatalogueRoute, RouteSection } from '../../app/route-catalogue.ts';

/** SPEC §2: the desktop sidebar's collapsible sections, in order; academy and settings sit at its foot. */
export const DESKTOP_SECTIONS = ['main', 'analytics', 'customers', 'products', 'marketing', 'tools'] as const;
export const DESKTOP_FOOTER_SECTIONS = ['academy', 'settings'] as const;
/** SPEC §2: the mobile drawer's sections. */
export const MOBILE_SECTIONS = ['main', 'analytics', 'tools', 'academy', 'settings'] as const;

const MOBILE_SECTION_OF: Record<RouteSection, (typeof MOBILE_SECTIONS)[number]> = {
  main: 'main',
  analytics: 'analytics',
  customers: 'analytics',
  products: 'analytics',
  marketing: 'analytics',
  tools: 'tools',
  academy: 'academy',
  settings: 'settings',
};

export interface SectionGroup<S extends string> {
  section: S;
  routes: CatalogueRoute[];
}

/** The given sections with their routes, leaving out sections that have no route yet. */
export function groupRoutes<S extends string>(
  routes: readonly CatalogueRoute[],
  sections: readonly S[],
  sectionOf: (route: CatalogueRoute) => string = (route) => route.section,
): SectionGroup<S>[] {
  return sections
    .map((section) => ({
      section,
      routes: routes.filter((route) => !route.hiddenInSidebar && sectionOf(route) === section),
    }))
    .filter((group) => group.routes.length > 0);
}

export function getMobileSection(route: CatalogueRoute) {
  return MOBILE_SECTION_OF[route.section];
}

export const OPEN_SECTIONS_KEY = 'ziskomer.sidebar.sections';
const DEFAULT_OPEN: readonly string[] = ['main'];

function readOpenSections(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OPEN_SECTIONS_KEY) ?? 'null');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [...DEFAULT_OPEN];
  } catch {
    return [...DEFAULT_OPEN];
  }
}

/**
 * Which sections are open: 'Hlavní' by default, the user's choice kept in localStorage, and the
 * section of the current route always (it cannot be closed while you are in it).
 */
export function useOpenSections(activeSection: string | undefined) {
  const [open, setOpen] = useState<string[]>(readOpenSections);
  const isOpen = useCallback(
    (section: string) => section === activeSection || open.includes(section),
    [open, activeSection],
  );
  const toggle = useCallback((section: string) => {
    setOpen((current) => {
      const next = current.includes(section) ? current.filter((s) => s !== section) : [...current, section];
      try {
        localStorage.setItem(OPEN_SECTIONS_KEY, JSON.stringify(next));
      } catch {
        // Without storage the choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  return { isOpen, toggle };
}
