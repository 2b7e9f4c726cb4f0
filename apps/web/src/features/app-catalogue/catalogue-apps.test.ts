import { catalogues } from '@ziskomer/i18n';
import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../app/route-catalogue.ts';
import { APP_CATEGORIES, CATALOGUE_APPS, selectedAppForPath } from './catalogue-apps.ts';

describe('app catalogue', () => {
  it('links every available or beta app to a screen that exists, and no coming app to any', () => {
    const screens = new Set(routeCatalogue.map((route) => route.path));
    for (const app of CATALOGUE_APPS) {
      if (app.status === 'soon') expect(app.path, app.id).toBeUndefined();
      else expect(screens.has(app.path!.split('?')[0]!), `${app.id} → ${app.path}`).toBe(true);
    }
  });

  it('fills each of the five SPEC categories, with unique ids and the legacy link-tracking entry', () => {
    for (const category of APP_CATEGORIES) {
      expect(
        CATALOGUE_APPS.some((app) => app.category === category),
        category,
      ).toBe(true);
    }
    expect(new Set(CATALOGUE_APPS.map((app) => app.id)).size).toBe(CATALOGUE_APPS.length);
    expect(CATALOGUE_APPS.find((app) => app.id === 'link-tracking')?.path).toBe('/link-tracking');
  });

  it('has the texts of every app in Czech and English', () => {
    for (const language of ['cs', 'en'] as const) {
      const apps = catalogues[language].appCatalogue.apps as Record<
        string,
        { name: string; summary: string }
      >;
      for (const app of CATALOGUE_APPS) {
        expect(apps[app.id]?.name, `${language} ${app.id}`).toBeTruthy();
        expect(apps[app.id]?.summary, `${language} ${app.id}`).toBeTruthy();
      }
    }
  });

  it('follows the selected-app rules of SPEC §4', () => {
    expect(selectedAppForPath('/')).toBeNull();
    expect(selectedAppForPath('/analytics/customer/clv')).toBeNull();
    expect(selectedAppForPath('/settings')).toBeNull();
    expect(selectedAppForPath('/import')).toBeNull();
    expect(selectedAppForPath('/agency')).toBeNull();
    expect(selectedAppForPath('/sql')).toBe('sql');
    expect(selectedAppForPath('/link-tracking')).toBe('link-tracking');
    expect(selectedAppForPath('/apps/meta-ads')).toBe('meta-ads');
    expect(selectedAppForPath('/apps/unknown')).toBeNull();
    expect(selectedAppForPath('/orders/new')).toBeNull();
  });
});
