import {
  BadgePercent,
  BarChart3,
  Clock,
  Gem,
  Grid3x3,
  LayoutDashboard,
  LayoutGrid,
  ListTodo,
  type LucideIcon,
  Magnet,
  Megaphone,
  Package,
  PackagePlus,
  PieChart,
  ReceiptText,
  Repeat,
  Rocket,
  Route,
  Settings,
  ShoppingBasket,
  Upload,
  UserPlus,
  Users,
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
    path: '/analytics/orders',
    titleKey: 'analyticsOrders:routes.orders.title',
    descriptionKey: 'analyticsOrders:routes.orders.description',
    section: 'analytics',
    icon: BarChart3,
    keywords: [
      'prehled objednavek',
      'trzby',
      'marze',
      'prumerna objednavka',
      'scenar',
      'kvadrant',
      'zebricky',
      'mesta',
      'platby',
      'doprava',
      'orders overview',
      'revenue',
      'scenario',
      'quadrant',
    ],
    priority: 'high',
    load: () => import('../features/analytics/orders/orders-report-page.tsx'),
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
    path: '/order-timing',
    titleKey: 'analyticsBehaviour:routes.timing.title',
    descriptionKey: 'analyticsBehaviour:routes.timing.description',
    section: 'analytics',
    icon: Clock,
    keywords: [
      'casovani',
      'kdy nakupuji',
      'dny v tydnu',
      'hodiny',
      'teplotni mapa',
      'dny mezi objednavkami',
      'order timing',
      'weekday',
      'hour',
      'heatmap',
    ],
    priority: 'medium',
    load: () => import('../features/analytics/timing/order-timing-page.tsx'),
  },
  {
    path: '/analytics/customer',
    titleKey: 'analyticsCustomers:routes.overview.title',
    descriptionKey: 'analyticsCustomers:routes.overview.description',
    section: 'customers',
    icon: Users,
    keywords: [
      'zakaznici',
      'novi zakaznici',
      'vracejici se',
      'opakovane nakupy',
      'uroven',
      'riziko odchodu',
      'nejlepsi zakaznici',
      'customers',
      'new vs returning',
      'repeat rate',
      'churn',
      'tiers',
    ],
    priority: 'high',
    load: () => import('../features/analytics/customers/customers-page.tsx'),
  },
  {
    path: '/analytics/customer/rfm',
    titleKey: 'analyticsCustomers:routes.rfm.title',
    descriptionKey: 'analyticsCustomers:routes.rfm.description',
    section: 'customers',
    icon: LayoutGrid,
    keywords: [
      'rfm',
      'segmentace',
      'segmenty',
      'sampioni',
      'verni',
      'ohrozeni',
      'ztraceni',
      'e-mailing',
      'export',
      'segments',
      'champions',
      'at risk',
    ],
    priority: 'medium',
    load: () => import('../features/analytics/customers/rfm-page.tsx'),
  },
  {
    path: '/analytics/customer/quintiles',
    titleKey: 'analyticsCustomers:routes.quintiles.title',
    descriptionKey: 'analyticsCustomers:routes.quintiles.description',
    section: 'customers',
    icon: PieChart,
    keywords: ['kvintily', 'petiny', 'pareto', '80/20', 'nejlepsi zakaznici', 'quintiles', 'top 20 %'],
    priority: 'low',
    load: () => import('../features/analytics/customers/quintiles-page.tsx'),
  },
  {
    path: '/analytics/customer/cohorts',
    titleKey: 'analyticsRetention:routes.cohorts.title',
    descriptionKey: 'analyticsRetention:routes.cohorts.description',
    section: 'customers',
    icon: Grid3x3,
    keywords: [
      'kohorty',
      'retence',
      'navratnost',
      'mesic prvni objednavky',
      'heatmapa',
      'cohorts',
      'retention',
    ],
    priority: 'medium',
    load: () => import('../features/analytics/retention/cohorts-page.tsx'),
  },
  {
    path: '/analytics/customer/repeat-orders',
    titleKey: 'analyticsRetention:routes.repeat.title',
    descriptionKey: 'analyticsRetention:routes.repeat.description',
    section: 'customers',
    icon: Repeat,
    keywords: [
      'opakovane nakupy',
      'druha objednavka',
      'doba mezi nakupy',
      'up-sell',
      'upsell',
      'vernost',
      'repeat orders',
      'repeat rate',
    ],
    priority: 'medium',
    load: () => import('../features/analytics/retention/repeat-orders-page.tsx'),
  },
  {
    path: '/analytics/customer/acquisition-retention',
    titleKey: 'analyticsRetention:routes.acquisition.title',
    descriptionKey: 'analyticsRetention:routes.acquisition.description',
    section: 'customers',
    icon: Magnet,
    keywords: [
      'akvizice',
      'retence',
      'novi zakaznici',
      'zdroj',
      'kampan',
      'navrat',
      'acquisition',
      'retention',
      'new customers',
      'campaign',
    ],
    priority: 'low',
    load: () => import('../features/analytics/retention/acquisition-page.tsx'),
  },
  {
    path: '/analytics/customer/clv',
    titleKey: 'analyticsClv:routes.clv.title',
    descriptionKey: 'analyticsClv:routes.clv.description',
    section: 'customers',
    icon: Gem,
    keywords: [
      'clv',
      'celozivotni hodnota',
      'hodnota zakaznika',
      'predpoved',
      'p(alive)',
      'bg/nbd',
      'gamma-gamma',
      'lifetime value',
      'customer value',
      'forecast',
    ],
    priority: 'low',
    load: () => import('../features/analytics/clv/clv-page.tsx'),
  },
  {
    path: '/analytics/customer-journey',
    titleKey: 'analyticsBehaviour:routes.journey.title',
    descriptionKey: 'analyticsBehaviour:routes.journey.description',
    section: 'customers',
    icon: Route,
    keywords: [
      'cesta zakaznika',
      'zdroje',
      'akvizice',
      'navrat',
      'druha objednavka',
      'sankey',
      'customer journey',
      'sources',
      'acquisition',
    ],
    priority: 'medium',
    load: () => import('../features/analytics/journey/customer-journey-page.tsx'),
  },
  {
    path: '/analytics/product',
    titleKey: 'analyticsProducts:routes.products.title',
    descriptionKey: 'analyticsProducts:routes.products.description',
    section: 'products',
    icon: Package,
    keywords: ['produkty', 'kategorie', 'prodeje', 'bestsellery', 'kusy', 'products', 'categories', 'sales'],
    priority: 'medium',
    load: () => import('../features/analytics/products/products-page.tsx'),
  },
  {
    path: '/analytics/product/cross-sell',
    titleKey: 'analyticsProducts:routes.crossSell.title',
    descriptionKey: 'analyticsProducts:routes.crossSell.description',
    section: 'products',
    icon: ShoppingBasket,
    keywords: [
      'cross-sell',
      'kupovano spolecne',
      'kosik',
      'pary',
      'lift',
      'spolehlivost',
      'bought together',
      'basket',
      'pairs',
    ],
    priority: 'low',
    load: () => import('../features/analytics/products/cross-sell-page.tsx'),
  },
  {
    path: '/analytics/product/margin',
    titleKey: 'analyticsProducts:routes.margin.title',
    descriptionKey: 'analyticsProducts:routes.margin.description',
    section: 'products',
    icon: BadgePercent,
    keywords: ['marze', 'zisk', 'odhad', 'marze produktu', 'margin', 'profit', 'estimate'],
    priority: 'low',
    load: () => import('../features/analytics/products/margin-page.tsx'),
  },
  {
    path: '/analytics/marketing',
    titleKey: 'analyticsMarketing:title',
    descriptionKey: 'analyticsMarketing:description',
    section: 'marketing',
    icon: Megaphone,
    keywords: [
      'poas',
      'roas',
      'pno',
      'reklama',
      'kampane',
      'sklik',
      'google ads',
      'meta',
      'naklady',
      'ads',
      'marketing',
    ],
    priority: 'high',
    load: () => import('../features/analytics/marketing/marketing-page.tsx'),
  },
  {
    path: '/to-do-list',
    titleKey: 'tasks:route.title',
    descriptionKey: 'tasks:route.description',
    section: 'tools',
    icon: ListTodo,
    keywords: ['ukoly', 'ukol', 'todo', 'to-do', 'tasks', 'seznam', 'prace', 'checklist', 'poznamky'],
    priority: 'medium',
    load: () => import('../features/tasks/tasks-page.tsx'),
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
