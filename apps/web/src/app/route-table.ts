import type { Language } from '@ziskomer/i18n';
import {
  AreaChart,
  Award,
  BadgePercent,
  BarChart3,
  Building2,
  Calculator,
  Clock,
  DatabaseZap,
  Gem,
  GraduationCap,
  Grid3x3,
  LayoutDashboard,
  LayoutGrid,
  Link2,
  ListTodo,
  type LucideIcon,
  Magnet,
  MapPin,
  Megaphone,
  Newspaper,
  NotebookPen,
  Package,
  PackageCheck,
  PackagePlus,
  Palette,
  PieChart,
  PlugZap,
  Radar,
  ReceiptText,
  Repeat,
  Rocket,
  Route,
  Rss,
  Search,
  Settings,
  ShoppingBag,
  ShoppingBasket,
  Upload,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { LEGAL_DOCUMENTS } from '../features/legal/legal-documents.ts';

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

/**
 * Who may open a route: anyone ('public'), only visitors (a signed-in user is sent on, e.g.
 * /auth), or only signed-in users (a visitor is sent to /auth). Roles are per shop and enforced
 * by the server on each shop's data, so no route is closed by role.
 */
export type RouteAccess = 'public' | 'visitor' | 'signed-in';

/** A text in both languages: an i18n key with namespace ('landing:documentTitle') or the texts. */
export type LocalText = string | Readonly<Record<Language, string>>;

/** One prerendered public page: its address, and the title and description of its <head>. */
export interface PublicPage {
  path: string;
  title: LocalText;
  description: LocalText;
}

/**
 * A public page for search engines: prerendered to static HTML at build time and listed in
 * /sitemap.xml. A route with parameters lists its concrete pages (each blog post, each app); a
 * list read from bundled content (articles, lessons) is loaded lazily, so that the content stays
 * in its page's chunk and out of the route table's.
 */
export type RouteSeo =
  | { title: LocalText; description: LocalText }
  | { pages: () => readonly PublicPage[] | Promise<readonly PublicPage[]> };

/** Pages of bundled content (`path` → title and description per language) as public pages. */
function toPublicPages(
  meta: Record<string, Record<Language, { title: string; description: string }>>,
): PublicPage[] {
  return Object.entries(meta).map(([path, text]) => ({
    path,
    title: { cs: text.cs.title, en: text.en.title },
    description: { cs: text.cs.description, en: text.en.description },
  }));
}

/** Where a screen appears in the signed-in app: sidebar, command palette, breadcrumbs, preloading. */
export interface RouteNav {
  /** i18n key with namespace, e.g. 'shell:routes.home'. */
  titleKey: string;
  /** i18n key of a one-line description (searched by the command palette). */
  descriptionKey: string;
  section: RouteSection;
  icon: LucideIcon;
  /** Extra search words, Czech and English, without diacritics needed. */
  keywords: readonly string[];
  priority: RoutePriority;
  /** The chunk start-up preloading warms, when it is not the page's own (the signed-in home). */
  preload?: () => Promise<unknown>;
  /** Keys of a global shortcut shown as a hint, e.g. ['mod', ','] ('mod' is Ctrl or ⌘). */
  shortcut?: readonly string[];
  /** In the catalogue for breadcrumbs and the palette, but not listed in the sidebar. */
  hiddenInSidebar?: boolean;
  /** A screen that does one thing (enter an order): listed under the palette's quick actions. */
  quickAction?: boolean;
}

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** The page's module, loaded lazily as a chunk of its own; its default export is the page. */
  page: () => Promise<{ default: ComponentType }>;
  /** Present on public pages that are prerendered and in the sitemap. */
  seo?: RouteSeo;
  /** Present on screens listed in the sidebar and the command palette. */
  nav?: RouteNav;
}

/**
 * Every page of the web app, declared once. The router (router.tsx), the sidebar, command
 * palette, breadcrumbs and preloading (route-catalogue.ts), the prerendered pages and
 * /sitemap.xml (public-pages.ts) are all built from this list. A new page is one entry here.
 */
export const ROUTE_TABLE: readonly AppRoute[] = [
  // ── Public site ─────────────────────────────────────────────────────────────────────────────
  // "/" is the landing page for visitors and the dashboard for a signed-in user.
  {
    path: '/',
    access: 'public',
    page: () => import('./layouts/home-route.tsx'),
    seo: { title: 'landing:documentTitle', description: 'landing:meta.description' },
    nav: {
      titleKey: 'shell:routes.home.title',
      descriptionKey: 'shell:routes.home.description',
      section: 'main',
      icon: LayoutDashboard,
      keywords: ['dashboard', 'prehled', 'domu', 'home', 'poas', 'kpi'],
      priority: 'critical',
      preload: () => import('../features/home/signed-in-home.tsx'),
    },
  },
  { path: '/auth', access: 'visitor', page: () => import('../features/auth/auth-page.tsx') },
  {
    path: '/auth/reset-password',
    access: 'public',
    page: () => import('../features/auth/reset-password-page.tsx'),
  },
  {
    path: '/contact',
    access: 'public',
    page: () => import('../features/landing/contact-page.tsx'),
    seo: { title: 'landing:contact.eyebrow', description: 'landing:meta.contact' },
  },
  {
    path: '/legal/:document',
    access: 'public',
    page: () => import('../features/legal/legal-page.tsx'),
    seo: {
      pages: () =>
        LEGAL_DOCUMENTS.map((document) => ({
          path: `/legal/${document}`,
          title: `legal:${document}.title`,
          description: `legal:${document}.intro`,
        })),
    },
  },
  // The public site's app catalogue, comparison, support and demo.
  {
    path: '/apps',
    access: 'public',
    page: () => import('../features/app-catalogue/apps-page.tsx'),
    seo: { title: 'appCatalogue:documentTitle', description: 'appCatalogue:lead' },
  },
  {
    path: '/apps/:app',
    access: 'public',
    page: () => import('../features/app-catalogue/app-page.tsx'),
    // Each app's page, titled and described by its name and one-line summary.
    seo: {
      pages: async () =>
        (await import('../features/app-catalogue/catalogue-apps.ts')).CATALOGUE_APPS.map(({ id }) => ({
          path: `/apps/${id}`,
          title: `appCatalogue:apps.${id}.name`,
          description: `appCatalogue:apps.${id}.summary`,
        })),
    },
  },
  {
    path: '/compare',
    access: 'public',
    page: () => import('../features/app-catalogue/compare-page.tsx'),
    seo: { title: 'appCatalogue:compare.documentTitle', description: 'appCatalogue:compare.lead' },
  },
  {
    path: '/support',
    access: 'public',
    page: () => import('../features/support/support-page.tsx'),
    seo: { title: 'support:supportPage.documentTitle', description: 'support:supportPage.lead' },
  },
  {
    path: '/demo',
    access: 'public',
    page: () => import('../features/support/demo-page.tsx'),
    seo: { title: 'support:demoPage.documentTitle', description: 'support:demoPage.lead' },
  },
  // Blog and academy: their whole text is bundled Markdown (no API call), prerendered like the
  // other public pages; each article and lesson is a page of its own.
  {
    path: '/blog',
    access: 'public',
    page: () => import('../features/blog/blog-page.tsx'),
    seo: { title: 'blog:routes.list.title', description: 'blog:routes.list.description' },
    nav: {
      titleKey: 'blog:routes.list.title',
      descriptionKey: 'blog:routes.list.description',
      section: 'academy',
      icon: Newspaper,
      keywords: ['blog', 'clanky', 'navody', 'articles', 'guides', 'roas', 'pno', 'rfm', 'kohorty', 'clv'],
      priority: 'low',
    },
  },
  {
    path: '/blog/:slug',
    access: 'public',
    page: () => import('../features/blog/blog-article-page.tsx'),
    seo: {
      pages: async () => toPublicPages((await import('../features/blog/blog-articles.ts')).BLOG_ARTICLE_META),
    },
  },
  {
    path: '/akademie',
    access: 'public',
    page: () => import('../features/academy/academy-landing-page.tsx'),
    seo: { title: 'academy:routes.landing.title', description: 'academy:routes.landing.description' },
    nav: {
      titleKey: 'academy:routes.landing.title',
      descriptionKey: 'academy:routes.landing.description',
      section: 'academy',
      icon: GraduationCap,
      keywords: ['akademie', 'kurz', 'vzdelavani', 'academy', 'course', 'learn'],
      priority: 'low',
    },
  },
  {
    path: '/academy',
    access: 'public',
    page: () => import('../features/academy/academy-landing-page.tsx'),
    seo: { title: 'academy:routes.landing.title', description: 'academy:routes.landing.description' },
    nav: {
      titleKey: 'academy:routes.landing.title',
      descriptionKey: 'academy:routes.landing.description',
      section: 'academy',
      icon: GraduationCap,
      keywords: ['academy'],
      priority: 'low',
      hiddenInSidebar: true,
    },
  },
  {
    path: '/academy/poas',
    access: 'public',
    page: () => import('../features/academy/course-page.tsx'),
    seo: { title: 'academy:routes.course.title', description: 'academy:routes.course.description' },
    nav: {
      titleKey: 'academy:routes.course.title',
      descriptionKey: 'academy:routes.course.description',
      section: 'academy',
      icon: NotebookPen,
      keywords: ['poas', 'kurz', 'lekce', 'test', 'kviz', 'course', 'lesson', 'quiz'],
      priority: 'low',
    },
  },
  {
    path: '/academy/poas/completion',
    access: 'public',
    page: () => import('../features/academy/completion-page.tsx'),
    nav: {
      titleKey: 'academy:routes.completion.title',
      descriptionKey: 'academy:routes.completion.description',
      section: 'academy',
      icon: Award,
      keywords: ['certifikat', 'certificate', 'dokonceni'],
      priority: 'low',
      hiddenInSidebar: true,
    },
  },
  // lesson-1 … lesson-7; the page answers 404 for any other segment.
  {
    path: '/academy/poas/:lesson',
    access: 'public',
    page: () => import('../features/academy/lesson-page.tsx'),
    seo: {
      pages: async () =>
        toPublicPages((await import('../features/academy/academy-lessons.ts')).ACADEMY_LESSON_META),
    },
  },
  // A digest e-mail's unsubscribe link: no sign-in, the signed token is the credential.
  { path: '/unsubscribe', access: 'public', page: () => import('../features/digests/unsubscribe-page.tsx') },
  // SPEC §2: the 404 page sits behind the guard without requiring login.
  { path: '*', access: 'public', page: () => import('../features/not-found/not-found-page.tsx') },

  // ── Signed-in app ───────────────────────────────────────────────────────────────────────────
  {
    path: '/onboarding',
    access: 'signed-in',
    page: () => import('../features/onboarding/onboarding-page.tsx'),
    nav: {
      titleKey: 'shell:routes.onboarding.title',
      descriptionKey: 'shell:routes.onboarding.description',
      section: 'main',
      icon: Rocket,
      keywords: ['zaciname', 'pruvodce', 'onboarding', 'start', 'setup', 'nastaveni obchodu'],
      priority: 'medium',
    },
  },
  {
    path: '/import',
    access: 'signed-in',
    page: () => import('../features/imports/import-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/agency',
    access: 'signed-in',
    page: () => import('../features/agency/agency-page.tsx'),
    nav: {
      titleKey: 'agency:route.title',
      descriptionKey: 'agency:route.description',
      section: 'main',
      icon: Building2,
      keywords: [
        'agentura',
        'agenturni prehled',
        'vsechny obchody',
        'klienti',
        'porovnani obchodu',
        'poas',
        'pno',
        'rozpocty',
        'agency',
        'all shops',
        'clients',
      ],
      priority: 'medium',
    },
  },
  {
    path: '/analytics/orders',
    access: 'signed-in',
    page: () => import('../features/analytics/orders/orders-report-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/r-orders',
    access: 'signed-in',
    page: () => import('../features/orders/orders-page.tsx'),
    nav: {
      titleKey: 'orders:routes.browser.title',
      descriptionKey: 'orders:routes.browser.description',
      section: 'analytics',
      icon: ReceiptText,
      keywords: ['objednavky', 'seznam', 'filtr', 'export', 'csv', 'trzby', 'marze', 'orders', 'list'],
      priority: 'high',
    },
  },
  {
    path: '/order-timing',
    access: 'signed-in',
    page: () => import('../features/analytics/timing/order-timing-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer',
    access: 'signed-in',
    page: () => import('../features/analytics/customers/customers-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer/rfm',
    access: 'signed-in',
    page: () => import('../features/analytics/customers/rfm-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer/quintiles',
    access: 'signed-in',
    page: () => import('../features/analytics/customers/quintiles-page.tsx'),
    nav: {
      titleKey: 'analyticsCustomers:routes.quintiles.title',
      descriptionKey: 'analyticsCustomers:routes.quintiles.description',
      section: 'customers',
      icon: PieChart,
      keywords: ['kvintily', 'petiny', 'pareto', '80/20', 'nejlepsi zakaznici', 'quintiles', 'top 20 %'],
      priority: 'low',
    },
  },
  {
    path: '/analytics/customer/cohorts',
    access: 'signed-in',
    page: () => import('../features/analytics/retention/cohorts-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer/repeat-orders',
    access: 'signed-in',
    page: () => import('../features/analytics/retention/repeat-orders-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer/acquisition-retention',
    access: 'signed-in',
    page: () => import('../features/analytics/retention/acquisition-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer/clv',
    access: 'signed-in',
    page: () => import('../features/analytics/clv/clv-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/customer-journey',
    access: 'signed-in',
    page: () => import('../features/analytics/journey/customer-journey-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/product',
    access: 'signed-in',
    page: () => import('../features/analytics/products/products-page.tsx'),
    nav: {
      titleKey: 'analyticsProducts:routes.products.title',
      descriptionKey: 'analyticsProducts:routes.products.description',
      section: 'products',
      icon: Package,
      keywords: [
        'produkty',
        'kategorie',
        'prodeje',
        'bestsellery',
        'kusy',
        'products',
        'categories',
        'sales',
      ],
      priority: 'medium',
    },
  },
  {
    path: '/analytics/product/cross-sell',
    access: 'signed-in',
    page: () => import('../features/analytics/products/cross-sell-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/analytics/product/margin',
    access: 'signed-in',
    page: () => import('../features/analytics/products/margin-page.tsx'),
    nav: {
      titleKey: 'analyticsProducts:routes.margin.title',
      descriptionKey: 'analyticsProducts:routes.margin.description',
      section: 'products',
      icon: BadgePercent,
      keywords: ['marze', 'zisk', 'odhad', 'marze produktu', 'margin', 'profit', 'estimate'],
      priority: 'low',
    },
  },
  {
    path: '/analytics/marketing',
    access: 'signed-in',
    page: () => import('../features/analytics/marketing/marketing-page.tsx'),
    nav: {
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
    },
  },
  {
    path: '/google-ads',
    access: 'signed-in',
    page: () => import('../features/google-ads/google-ads-page.tsx'),
    nav: {
      titleKey: 'googleAds:route.title',
      descriptionKey: 'googleAds:route.description',
      section: 'marketing',
      icon: Megaphone,
      keywords: ['google ads', 'adwords', 'kampane', 'ppc', 'naklady', 'poas', 'mcc', 'campaigns', 'google'],
      priority: 'low',
    },
  },
  {
    path: '/facebook',
    access: 'signed-in',
    page: () => import('../features/meta-ads/meta-ads-page.tsx'),
    nav: {
      titleKey: 'metaAds:route.title',
      descriptionKey: 'metaAds:route.description',
      section: 'marketing',
      icon: Megaphone,
      keywords: ['meta', 'facebook', 'instagram', 'fb', 'kampane', 'frekvence', 'naklady', 'poas', 'ads'],
      priority: 'low',
    },
  },
  {
    path: '/google-analytics',
    access: 'signed-in',
    page: () => import('../features/google-analytics/google-analytics-page.tsx'),
    nav: {
      titleKey: 'googleAnalytics:route.title',
      descriptionKey: 'googleAnalytics:route.description',
      section: 'marketing',
      icon: BarChart3,
      keywords: ['google analytics', 'ga4', 'navstevy', 'zdroje', 'sessions', 'traffic', 'analytics'],
      priority: 'low',
    },
  },
  {
    path: '/search-console',
    access: 'signed-in',
    page: () => import('../features/google-products/search-console-page.tsx'),
    nav: {
      titleKey: 'googleProducts:searchConsole.route.title',
      descriptionKey: 'googleProducts:searchConsole.route.description',
      section: 'marketing',
      icon: Search,
      keywords: ['search console', 'seo', 'vyhledavani', 'dotazy', 'prokliky', 'pozice', 'queries', 'google'],
      priority: 'low',
    },
  },
  {
    path: '/merchant-center',
    access: 'signed-in',
    page: () => import('../features/google-products/merchant-center-page.tsx'),
    nav: {
      titleKey: 'googleProducts:merchant.route.title',
      descriptionKey: 'googleProducts:merchant.route.description',
      section: 'marketing',
      icon: PackageCheck,
      keywords: ['merchant center', 'feed', 'produkty', 'zamitnute', 'shopping', 'gmc', 'google'],
      priority: 'low',
    },
  },
  {
    path: '/business-profile',
    access: 'signed-in',
    page: () => import('../features/google-products/business-profile-page.tsx'),
    nav: {
      titleKey: 'googleProducts:businessProfile.route.title',
      descriptionKey: 'googleProducts:businessProfile.route.description',
      section: 'marketing',
      icon: MapPin,
      keywords: ['business profile', 'moje firma', 'mapy', 'provozovna', 'hovory', 'trasy', 'google'],
      priority: 'low',
    },
  },
  {
    path: '/seznam',
    access: 'signed-in',
    page: () => import('../features/seznam/seznam-page.tsx'),
    nav: {
      titleKey: 'seznam:route.title',
      descriptionKey: 'seznam:route.description',
      section: 'marketing',
      icon: Megaphone,
      keywords: ['sklik', 'seznam', 'kampane', 'ppc', 'naklady', 'poas', 'campaigns'],
      priority: 'low',
    },
  },
  {
    path: '/heureka',
    access: 'signed-in',
    page: () => import('../features/price-comparison/price-comparison-page.tsx'),
    nav: {
      titleKey: 'priceComparison:route.title',
      descriptionKey: 'priceComparison:route.description',
      section: 'marketing',
      icon: Megaphone,
      keywords: ['heureka', 'zbozi', 'zbozi.cz', 'srovnavac', 'pno', 'kategorie', 'price comparison'],
      priority: 'low',
    },
  },
  {
    path: '/oauth/google/callback',
    access: 'signed-in',
    page: () => import('../features/connections/oauth-google-callback-page.tsx'),
    nav: {
      titleKey: 'connections:title',
      descriptionKey: 'connections:callback.invalid.description',
      section: 'settings',
      icon: PlugZap,
      keywords: ['oauth', 'google', 'propojeni', 'connections'],
      priority: 'low',
      hiddenInSidebar: true,
    },
  },
  {
    path: '/oauth/facebook/callback',
    access: 'signed-in',
    page: () => import('../features/meta-ads/oauth-facebook-callback-page.tsx'),
  },
  {
    path: '/budgets',
    access: 'signed-in',
    page: () => import('../features/budgets/budgets-page.tsx'),
    nav: {
      titleKey: 'budgets:route.title',
      descriptionKey: 'budgets:route.description',
      section: 'marketing',
      icon: Wallet,
      keywords: [
        'rozpocty',
        'rozpocet',
        'cerpani',
        'upozorneni',
        'prerozdeleni',
        'kanaly',
        'poas',
        'budgets',
        'budget',
        'spend',
        'alerts',
      ],
      priority: 'low',
    },
  },
  {
    path: '/to-do-list',
    access: 'signed-in',
    page: () => import('../features/tasks/tasks-page.tsx'),
    nav: {
      titleKey: 'tasks:route.title',
      descriptionKey: 'tasks:route.description',
      section: 'tools',
      icon: ListTodo,
      keywords: ['ukoly', 'ukol', 'todo', 'to-do', 'tasks', 'seznam', 'prace', 'checklist', 'poznamky'],
      priority: 'medium',
    },
  },
  {
    path: '/sql',
    access: 'signed-in',
    page: () => import('../features/sql-editor/sql-editor-page.tsx'),
    nav: {
      titleKey: 'sqlEditor:route.title',
      descriptionKey: 'sqlEditor:route.description',
      section: 'tools',
      icon: DatabaseZap,
      keywords: ['sql', 'dotaz', 'dotazy', 'select', 'databaze', 'query', 'queries', 'editor', 'export'],
      priority: 'low',
    },
  },
  {
    path: '/xml-feed-management',
    access: 'signed-in',
    page: () => import('../features/xml-feeds/xml-feed-management-page.tsx'),
    nav: {
      titleKey: 'xmlFeeds:title',
      descriptionKey: 'xmlFeeds:description',
      section: 'tools',
      icon: Rss,
      keywords: [
        'xml',
        'feed',
        'feedy',
        'heureka',
        'zbozi',
        'google nakupy',
        'merchant',
        'produkty',
        'marze',
        'stitky',
      ],
      priority: 'low',
    },
  },
  {
    path: '/looker',
    access: 'signed-in',
    page: () => import('../features/looker/looker-page.tsx'),
    nav: {
      titleKey: 'looker:route.title',
      descriptionKey: 'looker:route.description',
      section: 'tools',
      icon: AreaChart,
      keywords: [
        'looker',
        'looker studio',
        'data studio',
        'reporting',
        'reporty',
        'dashboard',
        'export',
        'csv',
      ],
      priority: 'low',
    },
  },
  {
    path: '/css',
    access: 'signed-in',
    page: () => import('../features/css/css-page.tsx'),
    nav: {
      titleKey: 'css:route.title',
      descriptionKey: 'css:route.description',
      section: 'marketing',
      icon: ShoppingBag,
      keywords: [
        'css',
        'comparison shopping',
        'google shopping',
        'nakupy google',
        'srovnavac',
        'cpc',
        'sleva',
      ],
      priority: 'low',
    },
  },
  {
    path: '/css/calculator',
    access: 'signed-in',
    page: () => import('../features/css/css-savings-page.tsx'),
    nav: {
      titleKey: 'css:calculatorRoute.title',
      descriptionKey: 'css:calculatorRoute.description',
      section: 'marketing',
      icon: Calculator,
      keywords: ['css', 'kalkulacka', 'uspora', 'calculator', 'savings', 'google shopping', 'pmax'],
      priority: 'low',
      hiddenInSidebar: true,
    },
  },
  {
    path: '/design-system',
    access: 'signed-in',
    page: () => import('../features/design-system/design-system-page.tsx'),
    nav: {
      titleKey: 'designSystem:route.title',
      descriptionKey: 'designSystem:route.description',
      section: 'tools',
      icon: Palette,
      keywords: ['design system', 'komponenty', 'components', 'ui', 'tlacitka', 'formulare', 'styl'],
      priority: 'low',
    },
  },
  {
    path: '/conversion-monitoring',
    access: 'signed-in',
    page: () => import('../features/analytics/conversion-monitoring/conversion-monitoring-page.tsx'),
    nav: {
      titleKey: 'conversionMonitoring:route.title',
      descriptionKey: 'conversionMonitoring:route.description',
      section: 'tools',
      icon: Radar,
      keywords: [
        'monitoring konverzi',
        'mereni',
        'konverze',
        'vypadek mereni',
        'gclid',
        'fbclid',
        'sledovani objednavek',
        'conversion monitoring',
        'tracking',
        'conversions',
      ],
      priority: 'low',
    },
  },
  {
    path: '/link-tracking',
    access: 'signed-in',
    page: () => import('../features/link-tracking/link-tracking-page.tsx'),
    nav: {
      titleKey: 'linkTracking:route.title',
      descriptionKey: 'linkTracking:route.description',
      section: 'tools',
      icon: Link2,
      keywords: [
        'sledovani objednavek',
        'mereni objednavek',
        'dekovaci stranka',
        'merici kod',
        'snippet',
        'parovani',
        'gclid',
        'fbclid',
        'link tracking',
        'order tracking',
        'thank-you page',
      ],
      priority: 'low',
    },
  },
  {
    path: '/orders/new',
    access: 'signed-in',
    page: () => import('../features/orders/new-order-page.tsx'),
    nav: {
      titleKey: 'orders:routes.new.title',
      descriptionKey: 'orders:routes.new.description',
      section: 'tools',
      icon: PackagePlus,
      keywords: ['nova objednavka', 'pridat', 'zadat', 'rucne', 'new order', 'add order'],
      priority: 'low',
      shortcut: ['mod', 'N'],
      quickAction: true,
    },
  },
  {
    path: '/customers/new',
    access: 'signed-in',
    page: () => import('../features/customers/new-customer-page.tsx'),
    nav: {
      titleKey: 'customers:routes.new.title',
      descriptionKey: 'customers:routes.new.description',
      section: 'tools',
      icon: UserPlus,
      keywords: ['novy zakaznik', 'pridat', 'zadat', 'rucne', 'kontakt', 'new customer', 'add customer'],
      priority: 'low',
      shortcut: ['mod', 'U'],
      quickAction: true,
    },
  },
  {
    path: '/settings',
    access: 'signed-in',
    page: () => import('../features/settings/settings-page.tsx'),
    nav: {
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
      shortcut: ['mod', ','],
    },
  },
  {
    // After the fixed /analytics/customer/* screens: the router ranks static segments first.
    path: '/analytics/customer/:customerKey',
    access: 'signed-in',
    page: () => import('../features/customer-profile/customer-profile-page.tsx'),
  },
];
