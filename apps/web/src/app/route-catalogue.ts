import {
  LayoutDashboard,
  type LucideIcon,
  PackagePlus,
  ReceiptText,
  Rocket,
  Settings,
  Upload,
  UserPlus,
} from 'lucide-react';
import { matchPath } from 'react-router';

/**
 * Sidebar sections (SPEC §2). The desktop sidebar shows the first six as collapsible groups and
 * pins 'academy' and 'settings' at its foot; the mobile drawer merges customers, products and
 * marketing into 'analytics' and shows academy and settings as sections of their own.
 */
export const ROUTE_SECTIONS = [
  'main',
  'analytics',
  'customers',
  'products',
  'marketing',
  'tools',
  'academy',
  'settings',
] as const;
export type RouteSection = (typeof ROUTE_SECTIONS)[number];

/** SPEC §9 start-up preload order and delays. */
export type RoutePriority = 'critical' | 'high' | 'medium' | 'low';

export interface CatalogueRoute {
  /** The route's path as in router.tsx; only routes that exist belong here. */
  path: string;
  /** i18n key with namespace, e.g. 'shell:routes.home'. */
  titleKey: string;
  /** i18n key of a one-line description (searched by the command palette). */
  descriptionKey: string;
  section: RouteSection;
  icon: LucideIcon;
  /** Extra search words, Czech and English, without diacritics needed. */
  keywords: readonly string[];
  priority: RoutePriority;
  /** The page's chunk: the same import() the router's lazy route uses, so preloading warms it. */
  load: () => Promise<unknown>;
  /** Keys of a global shortcut shown as a hint, e.g. ['mod', ','] ('mod' is Ctrl or ⌘). */
  shortcut?: readonly string[];
  /** In the catalogue for breadcrumbs and the palette, but not listed in the sidebar. */
  hiddenInSidebar?: boolean;
  /** A screen that does one thing (enter an order): listed under the palette's quick actions. */
  quickAction?: boolean;
}

/**
 * The screens a signed-in user navigates to: read by the sidebar, the command palette, the
 * breadcrumbs and start-up preloading. A feature adds its screen here when its route exists.
 */
export const routeCatalogue: CatalogueRoute[] = [
  {
    path: '/',
    titleKey: 'shell:routes.home.title',
    descriptionKey: 'shell:routes.home.description',
    section: 'main',
    icon: LayoutDashboard,
    keywords: ['dashboard', 'prehled', 'domu', 'home', 'poas', 'kpi'],
    priority: 'critical',
    load: () => import('../features/home/signed-in-home.tsx'),
  },
  {
    path: '/onboarding',
    titleKey: 'shell:routes.onboarding.title',
    descriptionKey: 'shell:routes.onboarding.description',
    section: 'main',
    icon: Rocket,
    keywords: ['zaciname', 'pruvodce', 'onboarding', 'start', 'setup', 'nastaveni obchodu'],
    priority: 'medium',
    load: () => import('../features/onboarding/onboarding-page.tsx'),
  },
  {
    path: '/import',
    titleKey: 'imports:route.title',
    descriptionKey: 'imports:route.description',
    section: 'main',
    icon: Upload,
    keywords: [
      'import',
      'csv',
      'objednavky',
      'nahrat',
      'soubor',
      'shoptet',
      'woocommerce',
      'shopify',
      'orders',
    ],
    priority: 'medium',
    load: () => import('../features/imports/import-page.tsx'),
  },
  {
    path: '/analytics/r-orders',
    titleKey: 'orders:routes.browser.title',
    descriptionKey: 'orders:routes.browser.description',
    section: 'analytics',
    icon: ReceiptText,
    keywords: ['objednavky', 'seznam', 'filtr', 'export', 'csv', 'trzby', 'marze', 'orders', 'list'],
    priority: 'high',
    load: () => import('../features/orders/orders-page.tsx'),
  },
  {
    path: '/orders/new',
    titleKey: 'orders:routes.new.title',
    descriptionKey: 'orders:routes.new.description',
    section: 'tools',
    icon: PackagePlus,
    keywords: ['nova objednavka', 'pridat', 'zadat', 'rucne', 'new order', 'add order'],
    priority: 'low',
    load: () => import('../features/orders/new-order-page.tsx'),
    shortcut: ['mod', 'N'],
    quickAction: true,
  },
  {
    path: '/customers/new',
    titleKey: 'customers:routes.new.title',
    descriptionKey: 'customers:routes.new.description',
    section: 'tools',
    icon: UserPlus,
    keywords: ['novy zakaznik', 'pridat', 'zadat', 'rucne', 'kontakt', 'new customer', 'add customer'],
    priority: 'low',
    load: () => import('../features/customers/new-customer-page.tsx'),
    shortcut: ['mod', 'U'],
    quickAction: true,
  },
  {
    path: '/settings',
    titleKey: 'shell:routes.settings.title',
    descriptionKey: 'shell:routes.settings.description',
    section: 'settings',
    icon: Settings,
    keywords: [
      'nastaveni',
      'profil',
      'ucet',
      'eshopy',
      'projekty',
      'propojeni',
      'settings',
      'profile',
      'account',
    ],
    priority: 'high',
    load: () => import('../features/settings/settings-page.tsx'),
    shortcut: ['mod', ','],
  },
];

/** The catalogue entry of a concrete path (exact match, patterns like /blog/:slug allowed). */
export function findCatalogueRoute(pathname: string, routes: readonly CatalogueRoute[] = routeCatalogue) {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * The entries leading to a path, outermost first: every prefix of the path that is a screen of
 * its own (e.g. /analytics/customer then /analytics/customer/rfm).
 */
export function listRouteTrail(pathname: string, routes: readonly CatalogueRoute[] = routeCatalogue) {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) {
    const home = findCatalogueRoute('/', routes);
    return home ? [home] : [];
  }
  const trail: CatalogueRoute[] = [];
  for (let i = 1; i <= segments.length; i += 1) {
    const route = findCatalogueRoute(`/${segments.slice(0, i).join('/')}`, routes);
    if (route) trail.push(route);
  }
  return trail;
}
