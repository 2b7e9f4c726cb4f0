import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query.tsx';
import { LEGACY_REDIRECTS } from './legacy-redirects.ts';
import { buildRoutes } from './router.tsx';

/** Every route object the router knows, guards' children included. */
function flatten(routes: ReturnType<typeof buildRoutes>): ReturnType<typeof buildRoutes> {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** What RedirectKeepingQuery renders, read inside a router (its hooks need one). */
let rendered: ReactElement | undefined;
function Probe() {
  rendered = RedirectKeepingQuery({ to: '/google-ads' });
  return null;
}

describe('the earlier addresses of reports', () => {
  it('sends /analytics/marketing/google-ads to the Google Ads page (issue 14), as the router serves it', () => {
    expect(LEGACY_REDIRECTS['/analytics/marketing/google-ads']).toBe('/google-ads');
    const route = flatten(buildRoutes()).find((one) => one.path === '/analytics/marketing/google-ads');
    expect(route?.element).toEqual(<RedirectKeepingQuery to="/google-ads" />);
  });

  it('replaces the history entry (no extra Back step) and keeps the query and hash', () => {
    // The redirect's element, read where it renders: inside a router at the old address.
    renderToStaticMarkup(
      <MemoryRouter initialEntries={['/analytics/marketing/google-ads?period=7d#kampane']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(rendered?.type).toBe(Navigate);
    expect(rendered?.props).toEqual({
      to: { pathname: '/google-ads', search: '?period=7d', hash: '#kampane' },
      replace: true,
    });
  });
});
