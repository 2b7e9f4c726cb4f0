import { Settings } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueRoute,
  findCatalogueRoute,
  listRouteTrail,
  routeCatalogue,
} from './route-catalogue.ts';

const route = (path: string): CatalogueRoute => ({
  path,
  titleKey: path,
  descriptionKey: path,
  section: 'analytics',
  icon: Settings,
  keywords: [],
  priority: 'low',
  load: async () => undefined,
});

const routes = [
  route('/'),
  route('/analytics/customer'),
  route('/analytics/customer/rfm'),
  route('/blog/:slug'),
];

describe('route catalogue', () => {
  it('lists only existing screens, each once, with the keys the shell needs', () => {
    expect(routeCatalogue.map((r) => r.path)).toEqual([
      '/',
      '/blog',
      '/akademie',
      '/academy',
      '/academy/poas',
      '/academy/poas/completion',
      '/onboarding',
      '/import',
      '/agency',
      '/analytics/orders',
      '/analytics/r-orders',
      '/order-timing',
      '/analytics/customer',
      '/analytics/customer/rfm',
      '/analytics/customer/quintiles',
      '/analytics/customer/cohorts',
      '/analytics/customer/repeat-orders',
      '/analytics/customer/acquisition-retention',
      '/analytics/customer/clv',
      '/analytics/customer-journey',
      '/analytics/product',
      '/analytics/product/cross-sell',
      '/analytics/product/margin',
      '/analytics/marketing',
      '/google-ads',
      '/facebook',
      '/google-analytics',
      '/search-console',
      '/merchant-center',
      '/business-profile',
      '/seznam',
      '/heureka',
      '/oauth/google/callback',
      '/budgets',
      '/to-do-list',
      '/sql',
      '/xml-feed-management',
      '/looker',
      '/css',
      '/css/calculator',
      '/design-system',
      '/conversion-monitoring',
      '/link-tracking',
      '/orders/new',
      '/customers/new',
      '/settings',
    ]);
    for (const entry of routeCatalogue) expect(entry.titleKey).toMatch(/^[a-zA-Z]+:/);
  });

  it('finds exact and parameterised paths', () => {
    expect(findCatalogueRoute('/analytics/customer', routes)?.path).toBe('/analytics/customer');
    expect(findCatalogueRoute('/blog/poas-vs-roas', routes)?.path).toBe('/blog/:slug');
    expect(findCatalogueRoute('/analytics', routes)).toBeUndefined();
  });

  it('builds the breadcrumb trail from the screens along the path', () => {
    expect(listRouteTrail('/analytics/customer/rfm', routes).map((r) => r.path)).toEqual([
      '/analytics/customer',
      '/analytics/customer/rfm',
    ]);
    expect(listRouteTrail('/', routes).map((r) => r.path)).toEqual(['/']);
    expect(listRouteTrail('/unknown', routes)).toEqual([]);
  });
});
