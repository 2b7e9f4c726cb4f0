/** What the demo generator needs to know about one kind of shop. */
export type ShopProfileId = 'coffee' | 'herbs';

/** How many units of a product one order line usually holds. */
export type QuantityPattern = 'single' | 'few' | 'many';

/** Products sold mostly in one part of the year. */
export type ProductSeason = 'christmas' | 'winter' | 'summer';

export interface DemoProduct {
  code: string;
  name: string;
  /** null for products the shop never categorised: reports show them as 'Nezařazeno'. */
  category: string | null;
  /** Price of one unit including VAT, in CZK. */
  price: number;
  /** Margin as a share of the price including VAT; null when the shop does not know it. */
  marginRate: number | null;
  /** Relative popularity among the profile's products. */
  popularity: number;
  quantity: QuantityPattern;
  season?: ProductSeason;
}

/** Products of `from` pull products of `to` into the same basket, with a relative strength. */
export interface ProductAffinity {
  from: readonly string[];
  to: readonly string[];
  strength: number;
}

export const ACQUISITION_SOURCES = [
  'google / cpc',
  'seznam / sklik',
  'facebook / paid',
  'heureka',
  'zbozi.cz',
  'google / organic',
  'seznam / organic',
  'newsletter',
  'direct',
] as const;
export type AcquisitionSource = (typeof ACQUISITION_SOURCES)[number];

/** [campaign name, relative weight] */
export type WeightedCampaign = readonly [name: string, weight: number];

export interface SourceCampaigns {
  /** Campaigns that bring new customers. */
  acquisition: readonly WeightedCampaign[];
  /** Campaigns that bring customers back (brand search, remarketing, regular newsletters). */
  returning: readonly WeightedCampaign[];
  /** Whether the seasonal pushes ('Vánoce 2024', 'Black Friday 2024') run in this channel. */
  seasonal: boolean;
}

export interface ShopProfile {
  id: ShopProfileId;
  name: string;
  /** Share of customers who are women (herbal cosmetics and teas sell mostly to women). */
  femaleShare: number;
  /** The town of the shop's own pick-up point: 'Osobní odběr' is offered there only. */
  pickupCity: string;
  /** Demand by month, January first; 1 is an average month. */
  monthlyDemand: readonly number[];
  products: readonly DemoProduct[];
  affinities: readonly ProductAffinity[];
  campaigns: Partial<Record<AcquisitionSource, SourceCampaigns>>;
}

/** [code, name, price incl. VAT, margin rate or null, popularity, quantity pattern, season] */
export type ProductRow = readonly [
  code: string,
  name: string,
  price: number,
  marginRate: number | null,
  popularity: number,
  quantity?: QuantityPattern,
  season?: ProductSeason,
];

/** Expands a compact table of one category's products (catalogues are long, objects would be noisy). */
export function defineProducts(category: string | null, rows: readonly ProductRow[]): DemoProduct[] {
  return rows.map(([code, name, price, marginRate, popularity, quantity = 'single', season]) => ({
    code,
    name,
    category,
    price,
    marginRate,
    popularity,
    quantity,
    ...(season ? { season } : {}),
  }));
}
