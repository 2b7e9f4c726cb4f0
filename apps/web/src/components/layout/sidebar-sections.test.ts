import { Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { CatalogueRoute, RouteSection } from '../../app/route-catalogue.ts';
import { DESKTOP_SECTIONS, getMobileSection, groupRoutes, MOBILE_SECTIONS } from './sidebar-sections.ts';
import { readSidebarCookie } from './sidebar-store.ts';

const route = (path: string, section: RouteSection, hiddenInSidebar = false): CatalogueRoute => ({
  path,
  titleKey: path,
  descriptionKey: path,
  section,
  icon: Settings,
  keywords: [],
  priority: 'low',
  load: async () => undefined,
  hiddenInSidebar,
});

const routes = [
  route('/', 'main'),
  route('/rfm', 'customers'),
  route('/orders/new', 'tools', true),
  route('/settings', 'settings'),
];

describe('sidebar sections', () => {
  it('shows only sections that have a screen, in SPEC order', () => {
    expect(groupRoutes(routes, DESKTOP_SECTIONS).map((g) => g.section)).toEqual(['main', 'customers']);
  });

  it('merges customers, products and marketing into Analytika on phones', () => {
    const groups = groupRoutes(routes, MOBILE_SECTIONS, getMobileSection);
    expect(groups.map((g) => [g.section, g.routes.map((r) => r.path)])).toEqual([
      ['main', ['/']],
      ['analytics', ['/rfm']],
      ['settings', ['/settings']],
    ]);
  });

  it('reads the sidebar_state cookie', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('other=1')).toBeNull();
  });
});
