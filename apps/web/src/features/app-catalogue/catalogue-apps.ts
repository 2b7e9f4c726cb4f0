import {
  BarChart3,
  BellRing,
  Bot,
  Braces,
  CalendarClock,
  Clock,
  Database,
  FileSpreadsheet,
  FileText,
  GitBranch,
  GraduationCap,
  LineChart,
  Link2,
  ListTodo,
  type LucideIcon,
  MapPin,
  Megaphone,
  Package,
  PieChart,
  Radar,
  Repeat,
  Rocket,
  Rss,
  Search,
  ShoppingBag,
  ShoppingBasket,
  Sparkles,
  Target,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';

/** SPEC §2 app catalogue categories, in their order. */
export const APP_CATEGORIES = ['analytics', 'marketing', 'ai', 'growth', 'technical'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

export const CATEGORY_ICONS: Record<AppCategory, LucideIcon> = {
  analytics: BarChart3,
  marketing: Megaphone,
  ai: Bot,
  growth: Rocket,
  technical: Wrench,
};

/**
 * available: the screen exists and is complete; beta: it exists and is still being refined;
 * soon: it does not exist yet (no route), and its page says what to use meanwhile.
 */
export type AppStatus = 'available' | 'beta' | 'soon';

export interface CatalogueApp {
  /** The slug of /apps/{id}; its texts are appCatalogue:apps.{id}.*. */
  id: string;
  category: AppCategory;
  status: AppStatus;
  icon: LucideIcon;
  /** Where the app opens in the product (a route of router.tsx); none while it is coming. */
  path?: string;
}

/**
 * Every app of the product (SPEC §1 "about 23 sibling apps"), by category. A status must tell the
 * truth: an app with a path links to a route that exists; 'soon' has none.
 * `catalogue-apps.test.ts` checks the paths against the route catalogue.
 */
export const CATALOGUE_APPS: CatalogueApp[] = [
  { id: 'orders', category: 'analytics', status: 'available', icon: LineChart, path: '/analytics/orders' },
  { id: 'customers', category: 'analytics', status: 'available', icon: Users, path: '/analytics/customer' },
  {
    id: 'cohorts',
    category: 'analytics',
    status: 'available',
    icon: PieChart,
    path: '/analytics/customer/cohorts',
  },
  { id: 'clv', category: 'analytics', status: 'beta', icon: Sparkles, path: '/analytics/customer/clv' },
  {
    id: 'customer-journey',
    category: 'analytics',
    status: 'beta',
    icon: GitBranch,
    path: '/analytics/customer-journey',
  },
  { id: 'products', category: 'analytics', status: 'available', icon: Package, path: '/analytics/product' },
  { id: 'order-timing', category: 'analytics', status: 'available', icon: Clock, path: '/order-timing' },
  { id: 'marketing', category: 'marketing', status: 'available', icon: Target, path: '/analytics/marketing' },
  { id: 'google-ads', category: 'marketing', status: 'available', icon: Megaphone, path: '/google-ads' },
  {
    id: 'google-analytics',
    category: 'marketing',
    status: 'available',
    icon: BarChart3,
    path: '/google-analytics',
  },
  { id: 'search-console', category: 'marketing', status: 'beta', icon: Search, path: '/search-console' },
  {
    id: 'merchant-center',
    category: 'marketing',
    status: 'beta',
    icon: ShoppingBag,
    path: '/merchant-center',
  },
  { id: 'business-profile', category: 'marketing', status: 'beta', icon: MapPin, path: '/business-profile' },
  { id: 'budgets', category: 'marketing', status: 'available', icon: Wallet, path: '/budgets' },
  { id: 'meta-ads', category: 'marketing', status: 'beta', icon: Megaphone, path: '/facebook' },
  { id: 'sklik', category: 'marketing', status: 'beta', icon: Search, path: '/seznam' },
  { id: 'heureka', category: 'marketing', status: 'beta', icon: ShoppingBasket, path: '/heureka' },
  { id: 'import-schedules', category: 'ai', status: 'available', icon: CalendarClock, path: '/import' },
  { id: 'tasks', category: 'ai', status: 'available', icon: ListTodo, path: '/to-do-list' },
  { id: 'digests', category: 'ai', status: 'available', icon: BellRing, path: '/settings?tab=notifications' },
  {
    id: 'conversion-monitoring',
    category: 'ai',
    status: 'beta',
    icon: Radar,
    path: '/conversion-monitoring',
  },
  {
    id: 'cross-sell',
    category: 'growth',
    status: 'available',
    icon: ShoppingBasket,
    path: '/analytics/product/cross-sell',
  },
  {
    id: 'repeat-orders',
    category: 'growth',
    status: 'available',
    icon: Repeat,
    path: '/analytics/customer/repeat-orders',
  },
  { id: 'agency', category: 'growth', status: 'available', icon: Users, path: '/agency' },
  { id: 'academy', category: 'growth', status: 'available', icon: GraduationCap, path: '/akademie' },
  { id: 'xml-feeds', category: 'growth', status: 'beta', icon: Rss, path: '/xml-feed-management' },
  { id: 'sql', category: 'technical', status: 'available', icon: Database, path: '/sql' },
  // The legacy link-tracking entry (SPEC §2: added when missing).
  { id: 'link-tracking', category: 'technical', status: 'available', icon: Link2, path: '/link-tracking' },
  { id: 'api', category: 'technical', status: 'available', icon: Braces, path: '/settings?tab=api' },
  { id: 'csv-import', category: 'technical', status: 'available', icon: FileSpreadsheet, path: '/import' },
  { id: 'looker', category: 'technical', status: 'beta', icon: FileText, path: '/looker' },
];

export function findCatalogueApp(id: string | undefined): CatalogueApp | undefined {
  return CATALOGUE_APPS.find((app) => app.id === id);
}

/** Paths after which the selected app is cleared (SPEC §4 "Selected app"). */
const CLEARING_PREFIXES = ['/analytics/', '/settings', '/import', '/agency'];

/**
 * SPEC §4: the app selected in the mega-menu after a navigation to `pathname` — cleared on /,
 * /analytics/*, /settings*, /import* and /agency*; elsewhere the catalogue app whose path matches,
 * or none.
 */
export function selectedAppForPath(pathname: string): string | null {
  if (pathname === '/' || CLEARING_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  const catalogueId = /^\/apps\/([^/]+)$/.exec(pathname)?.[1];
  if (catalogueId) return findCatalogueApp(catalogueId)?.id ?? null;
  const match = CATALOGUE_APPS.find((app) => app.path && app.path.split('?')[0] === pathname);
  return match?.id ?? null;
}
