import { createBrowserRouter, Navigate } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { HomeRoute } from './layouts/home-route.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { LEGACY_REDIRECTS } from './legacy-redirects.ts';

/**
 * Every route of the web app. Pages load lazily (one chunk each); `route-catalogue.ts`
 * lists them with their titles, sections and preload priorities for the sidebar, the command
 * palette, breadcrumbs and preloading.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <AppErrorBoundary />,
    // While the first page's chunk loads the page stays blank, as before React started.
    HydrateFallback: () => null,
    children: [
      // "/" is the landing page for visitors and the dashboard for a signed-in user.
      { path: '/', element: <HomeRoute /> },
      {
        element: <RedirectIfSignedIn />,
        children: [{ path: '/auth', lazy: () => import('../features/auth/auth-page.tsx').then(page) }],
      },
      {
        path: '/auth/reset-password',
        lazy: () => import('../features/auth/reset-password-page.tsx').then(page),
      },
      { path: '/legal/:document', lazy: () => import('../features/legal/legal-page.tsx').then(page) },
      { path: '/privacy', element: <Navigate to="/legal/privacy" replace /> },
      { path: '/terms', element: <Navigate to="/legal/terms" replace /> },
      { path: '/cookies', element: <Navigate to="/legal/cookies" replace /> },
      { path: '/google-api-policy', element: <Navigate to="/legal/google-api-policy" replace /> },
      { path: '/facebook-data-deletion', element: <Navigate to="/legal/facebook-data-deletion" replace /> },
      { path: '/contact', lazy: () => import('../features/landing/contact-page.tsx').then(page) },
      // ── Public site: app catalogue, comparison, support and demo (public, prerenderable) ──
      { path: '/apps', lazy: () => import('../features/app-catalogue/apps-page.tsx').then(page) },
      { path: '/apps/:app', lazy: () => import('../features/app-catalogue/app-page.tsx').then(page) },
      { path: '/compare', lazy: () => import('../features/app-catalogue/compare-page.tsx').then(page) },
      { path: '/support', lazy: () => import('../features/support/support-page.tsx').then(page) },
      { path: '/demo', lazy: () => import('../features/support/demo-page.tsx').then(page) },
      // ── end of public site block ──
      // A digest e-mail's unsubscribe link: no sign-in, the signed token is the credential.
      { path: '/unsubscribe', lazy: () => import('../features/digests/unsubscribe-page.tsx').then(page) },
      // ── Blog and academy (SPEC §2) ─────────────────────────────────────────────────────────
      // Public pages that render their whole text from bundled Markdown (no API call), in the
      // visitors' layout or, for a signed-in user, in the app. Titles and descriptions for meta
      // tags: BLOG_ARTICLE_META (features/blog) and ACADEMY_LESSON_META (features/academy).
      { path: '/blog', lazy: () => import('../features/blog/blog-page.tsx').then(page) },
      { path: '/blog/:slug', lazy: () => import('../features/blog/blog-article-page.tsx').then(page) },
      { path: '/akademie', lazy: () => import('../features/academy/academy-landing-page.tsx').then(page) },
      { path: '/academy', lazy: () => import('../features/academy/academy-landing-page.tsx').then(page) },
      { path: '/academy/poas', lazy: () => import('../features/academy/course-page.tsx').then(page) },
      {
        path: '/academy/poas/completion',
        lazy: () => import('../features/academy/completion-page.tsx').then(page),
      },
      // lesson-1 … lesson-7; the page answers 404 for any other segment.
      { path: '/academy/poas/:lesson', lazy: () => import('../features/academy/lesson-page.tsx').then(page) },
      // ── end of blog and academy ────────────────────────────────────────────────────────────
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/onboarding',
            lazy: () => import('../features/onboarding/onboarding-page.tsx').then(page),
          },
          { path: '/settings', lazy: () => import('../features/settings/settings-page.tsx').then(page) },
          { path: '/import', lazy: () => import('../features/imports/import-page.tsx').then(page) },
          { path: '/agency', lazy: () => import('../features/agency/agency-page.tsx').then(page) },
          {
            path: '/analytics/marketing',
            lazy: () => import('../features/analytics/marketing/marketing-page.tsx').then(page),
          },
          { path: '/budgets', lazy: () => import('../features/budgets/budgets-page.tsx').then(page) },
          {
            path: '/google-ads',
            lazy: () => import('../features/google-ads/google-ads-page.tsx').then(page),
          },
          // Meta (Facebook, Instagram) ------------------------------------------------------
          { path: '/facebook', lazy: () => import('../features/meta-ads/meta-ads-page.tsx').then(page) },
          {
            path: '/oauth/facebook/callback',
            lazy: () => import('../features/meta-ads/oauth-facebook-callback-page.tsx').then(page),
          },
          // ---------------------------------------------------------------------------------
          {
            path: '/google-analytics',
            lazy: () => import('../features/google-analytics/google-analytics-page.tsx').then(page),
          },
          {
            path: '/search-console',
            lazy: () => import('../features/google-products/search-console-page.tsx').then(page),
          },
          {
            path: '/merchant-center',
            lazy: () => import('../features/google-products/merchant-center-page.tsx').then(page),
          },
          {
            path: '/business-profile',
            lazy: () => import('../features/google-products/business-profile-page.tsx').then(page),
          },
          // Czech channels: Sklik (Seznam), Heureka and Zboží.cz.
          { path: '/seznam', lazy: () => import('../features/seznam/seznam-page.tsx').then(page) },
          {
            path: '/heureka',
            lazy: () => import('../features/price-comparison/price-comparison-page.tsx').then(page),
          },
          // End of the Czech channels.
          {
            path: '/oauth/google/callback',
            lazy: () => import('../features/connections/oauth-google-callback-page.tsx').then(page),
          },
          {
            path: '/analytics/orders',
            lazy: () => import('../features/analytics/orders/orders-report-page.tsx').then(page),
          },
          {
            path: '/analytics/r-orders',
            lazy: () => import('../features/orders/orders-page.tsx').then(page),
          },
          {
            path: '/order-timing',
            lazy: () => import('../features/analytics/timing/order-timing-page.tsx').then(page),
          },
          {
            path: '/analytics/customer',
            lazy: () => import('../features/analytics/customers/customers-page.tsx').then(page),
          },
          {
            path: '/analytics/customer/rfm',
            lazy: () => import('../features/analytics/customers/rfm-page.tsx').then(page),
          },
          {
            path: '/analytics/customer/quintiles',
            lazy: () => import('../features/analytics/customers/quintiles-page.tsx').then(page),
          },
          {
            path: '/analytics/customer/cohorts',
            lazy: () => import('../features/analytics/retention/cohorts-page.tsx').then(page),
          },
          {
            path: '/analytics/customer/repeat-orders',
            lazy: () => import('../features/analytics/retention/repeat-orders-page.tsx').then(page),
          },
          {
            path: '/analytics/customer/acquisition-retention',
            lazy: () => import('../features/analytics/retention/acquisition-page.tsx').then(page),
          },
          {
            path: '/analytics/customer/clv',
            lazy: () => import('../features/analytics/clv/clv-page.tsx').then(page),
          },
          {
            // After the fixed /analytics/customer/* screens: the router ranks static segments first.
            path: '/analytics/customer/:customerKey',
            lazy: () => import('../features/customer-profile/customer-profile-page.tsx').then(page),
          },
          {
            path: '/analytics/customer-journey',
            lazy: () => import('../features/analytics/journey/customer-journey-page.tsx').then(page),
          },
          { path: '/to-do-list', lazy: () => import('../features/tasks/tasks-page.tsx').then(page) },
          { path: '/sql', lazy: () => import('../features/sql-editor/sql-editor-page.tsx').then(page) },
          // XML feed management (features/xml-feeds).
          {
            path: '/xml-feed-management',
            lazy: () => import('../features/xml-feeds/xml-feed-management-page.tsx').then(page),
          },
          // Looker Studio reporting, comparison shopping services and the design system.
          { path: '/looker', lazy: () => import('../features/looker/looker-page.tsx').then(page) },
          { path: '/css', lazy: () => import('../features/css/css-page.tsx').then(page) },
          { path: '/css/calculator', lazy: () => import('../features/css/css-savings-page.tsx').then(page) },
          {
            path: '/design-system',
            lazy: () => import('../features/design-system/design-system-page.tsx').then(page),
          },
          {
            path: '/conversion-monitoring',
            lazy: () =>
              import('../features/analytics/conversion-monitoring/conversion-monitoring-page.tsx').then(page),
          },
          {
            path: '/link-tracking',
            lazy: () => import('../features/link-tracking/link-tracking-page.tsx').then(page),
          },
          { path: '/orders/new', lazy: () => import('../features/orders/new-order-page.tsx').then(page) },
          {
            path: '/customers/new',
            lazy: () => import('../features/customers/new-customer-page.tsx').then(page),
          },
          {
            path: '/analytics/product',
            lazy: () => import('../features/analytics/products/products-page.tsx').then(page),
          },
          {
            path: '/analytics/product/cross-sell',
            lazy: () => import('../features/analytics/products/cross-sell-page.tsx').then(page),
          },
          {
            path: '/analytics/product/margin',
            lazy: () => import('../features/analytics/products/margin-page.tsx').then(page),
          },
          ...Object.entries(LEGACY_REDIRECTS).map(([path, to]) => ({
            path,
            element: <RedirectKeepingQuery to={to} />,
          })),
        ],
      },
      // SPEC §2: the 404 page sits behind the guard without requiring login.
      {
        element: <RequireAuth requireAuth={false} />,
        children: [{ path: '*', lazy: () => import('../features/not-found/not-found-page.tsx').then(page) }],
      },
    ],
  },
]);

/** Maps a page module's default export to a lazy route's Component. */
function page(module: { default: React.ComponentType }) {
  return { Component: module.default };
}
