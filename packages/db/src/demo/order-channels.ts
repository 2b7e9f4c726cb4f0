import type { Random } from './create-random.ts';
import { createWeightedIndex, type WeightedIndex } from './create-weighted-index.ts';
import { BLACK_FRIDAY_WEEK, CHRISTMAS_SEASON } from './plan-order-calendar.ts';
import {
  ACQUISITION_SOURCES,
  type AcquisitionSource,
  type ShopProfile,
  type SourceCampaigns,
  type WeightedCampaign,
} from './shop-profile.ts';

/** How Czech shops are paid, with their usual shares. The first three are paid online. */
export const PAYMENT_METHODS = [
  'Kartou online',
  'Apple Pay / Google Pay',
  'GoPay',
  'Převodem',
  'Dobírka',
] as const;
const PAYMENT_SHARES = [36, 13, 11, 20, 20];
export const BANK_TRANSFER = 3;
export const CASH_ON_DELIVERY = 4;
export const isOnlinePayment = (payment: number) => payment < BANK_TRANSFER;

export const SHIPPING_METHODS = [
  'Zásilkovna',
  'PPL',
  'Česká pošta',
  'DPD',
  'Balíkovna',
  'Osobní odběr',
] as const;
export const PICKUP = 5;
/** Shares in Czechia for customers outside the shop's town, in its town, and in Slovakia. */
const SHIPPING_SHARES = {
  elsewhere: [40, 15, 10, 11, 19, 0],
  pickupTown: [34, 12, 6, 9, 14, 25],
  slovakia: [55, 20, 0, 25, 0, 0],
} as const;

export const ORDER_STATUSES = {
  done: 'Vyřízena',
  shipped: 'Odeslána',
  cancelled: 'Stornována',
  awaitingPayment: 'Čeká na platbu',
} as const;

/** Where new customers come from. */
const ACQUISITION_SHARES: Readonly<Record<AcquisitionSource, number>> = {
  'google / cpc': 24,
  'seznam / sklik': 12,
  'facebook / paid': 10,
  heureka: 9,
  'zbozi.cz': 6,
  'google / organic': 14,
  'seznam / organic': 7,
  newsletter: 3,
  direct: 15,
};
/** Where returning customers come from: e-mail, bookmarks, brand search and remarketing. */
const RETURNING_SHARES: Readonly<Record<AcquisitionSource, number>> = {
  'google / cpc': 11,
  'seznam / sklik': 4,
  'facebook / paid': 8,
  heureka: 3,
  'zbozi.cz': 2,
  'google / organic': 10,
  'seznam / organic': 5,
  newsletter: 24,
  direct: 33,
};
/** Share of returning orders that arrive through the channel that first brought the customer. */
const SAME_SOURCE_AGAIN = 0.15;

const toWeights = (shares: Readonly<Record<AcquisitionSource, number>>) =>
  ACQUISITION_SOURCES.map((source) => shares[source]);

export const drawPaymentMethod = createWeightedIndex(PAYMENT_SHARES);
export const drawAcquisitionSource = createWeightedIndex(toWeights(ACQUISITION_SHARES));
const drawReturningSource = createWeightedIndex(toWeights(RETURNING_SHARES));
const drawShippingElsewhere = createWeightedIndex(SHIPPING_SHARES.elsewhere);
const drawShippingInPickupTown = createWeightedIndex(SHIPPING_SHARES.pickupTown);
const drawShippingInSlovakia = createWeightedIndex(SHIPPING_SHARES.slovakia);

export function drawShippingMethod(random: Random, where: 'elsewhere' | 'pickupTown' | 'slovakia'): number {
  if (where === 'slovakia') return drawShippingInSlovakia(random);
  return where === 'pickupTown' ? drawShippingInPickupTown(random) : drawShippingElsewhere(random);
}

export function drawOrderSource(random: Random, acquisitionSource: number, isFirstOrder: boolean): number {
  if (isFirstOrder || random.chance(SAME_SOURCE_AGAIN)) return acquisitionSource;
  return drawReturningSource(random);
}

interface CompiledCampaigns {
  acquisition: { names: readonly string[]; draw: WeightedIndex };
  returning: { names: readonly string[]; draw: WeightedIndex };
  seasonal: boolean;
}

/** Draws the campaign of an order in a paid or e-mail channel; other channels have none. */
export type CampaignPicker = (
  random: Random,
  source: number,
  isFirstOrder: boolean,
  year: number,
  flags: number,
) => string | null;

export function createCampaignPicker(profile: ShopProfile): CampaignPicker {
  const compile = (list: readonly WeightedCampaign[]) => ({
    names: list.map(([name]) => name),
    draw: createWeightedIndex(list.map(([, weight]) => weight)),
  });
  const bySource = ACQUISITION_SOURCES.map((source): CompiledCampaigns | null => {
    const campaigns: SourceCampaigns | undefined = profile.campaigns[source];
    if (!campaigns) return null;
    return {
      acquisition: compile(campaigns.acquisition),
      returning: compile(campaigns.returning),
      seasonal: campaigns.seasonal,
    };
  });
  return (random, source, isFirstOrder, year, flags) => {
    const campaigns = bySource[source];
    if (!campaigns) return null;
    if (campaigns.seasonal) {
      if (flags & BLACK_FRIDAY_WEEK && random.chance(0.5)) return `Black Friday ${year}`;
      if (flags & CHRISTMAS_SEASON && random.chance(0.35)) return `Vánoce ${year}`;
    }
    const list = isFirstOrder ? campaigns.acquisition : campaigns.returning;
    return list.names[list.draw(random)]!;
  };
}
