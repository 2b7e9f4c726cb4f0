import type { Random } from './create-random.ts';
import { createWeightedIndex, type WeightedIndex } from './create-weighted-index.ts';
import type { DemoProduct, ProductSeason, QuantityPattern, ShopProfile } from './shop-profile.ts';

/** A profile's products prepared for fast drawing. */
export interface Catalogue {
  products: readonly DemoProduct[];
  /** Draws a product by popularity in a month (0 = January), seasonal products weighted in or out. */
  drawByMonth: readonly WeightedIndex[];
  /** Products bought together with each product, or null. */
  companions: readonly ({ products: Uint16Array; draw: WeightedIndex } | null)[];
}

export interface BasketLine {
  product: number;
  quantity: number;
}

/** Lines per order: 1 to 6, about 2.5 on average (1M orders → 2.5M items, as the benchmarks assume). */
const drawBasketSize = createWeightedIndex([30, 27, 20, 12, 7, 4]);
/** When another line is added, how often it is a product bought together with one already in the basket. */
const COMPANION_SHARE = 0.65;

const QUANTITIES: Readonly<Record<QuantityPattern, { values: readonly number[]; draw: WeightedIndex }>> = {
  single: { values: [1, 2], draw: createWeightedIndex([95, 5]) },
  few: { values: [1, 2, 3, 4], draw: createWeightedIndex([65, 25, 7, 3]) },
  many: { values: [1, 2, 3, 4, 5, 10], draw: createWeightedIndex([30, 25, 15, 10, 12, 8]) },
};

const SEASON_BY_MONTH: Readonly<Record<ProductSeason, readonly number[]>> = {
  christmas: [0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.6, 2.5, 4],
  winter: [1.5, 1.5, 1.3, 0.8, 0.6, 0.6, 0.6, 0.6, 0.8, 1.3, 1.5, 1.5],
  summer: [0.5, 0.5, 0.6, 0.8, 1.2, 2, 2.2, 2, 1, 0.6, 0.5, 0.5],
};

export function compileCatalogue(profile: ShopProfile): Catalogue {
  const { products } = profile;
  const indexOf = new Map(products.map((product, index) => [product.code, index]));
  const resolve = (code: string) => {
    const index = indexOf.get(code);
    if (index === undefined)
      throw new Error(`Affinity of profile '${profile.id}' names unknown product ${code}`);
    return index;
  };

  const drawByMonth = Array.from({ length: 12 }, (_, month) =>
    createWeightedIndex(
      products.map(
        (product) => product.popularity * (product.season ? SEASON_BY_MONTH[product.season][month]! : 1),
      ),
    ),
  );

  // A strength is shared by the products of its `to` list, so long lists do not dominate.
  const companionWeights = products.map(() => new Map<number, number>());
  for (const affinity of profile.affinities) {
    const targets = affinity.to.map(resolve);
    for (const source of affinity.from.map(resolve)) {
      const weights = companionWeights[source]!;
      for (const target of targets) {
        if (target !== source)
          weights.set(target, (weights.get(target) ?? 0) + affinity.strength / targets.length);
      }
    }
  }
  const companions = companionWeights.map((weights) =>
    weights.size === 0
      ? null
      : { products: Uint16Array.from(weights.keys()), draw: createWeightedIndex([...weights.values()]) },
  );
  return { products, drawByMonth, companions };
}

/**
 * An order's lines: the first product (the customer's usual one for a returning buyer, else by
 * popularity), then further products, mostly ones bought together with a product already in the
 * basket, so that cross-sell analysis finds real pairs.
 */
export function drawBasket(
  catalogue: Catalogue,
  random: Random,
  month: number,
  firstProduct: number | null,
): BasketLine[] {
  const size = drawBasketSize(random) + 1;
  const drawPopular = catalogue.drawByMonth[month]!;
  const chosen = [firstProduct ?? drawPopular(random)];
  for (let attempt = 0; chosen.length < size && attempt < size * 4; attempt++) {
    const companions = catalogue.companions[chosen[random.int(0, chosen.length - 1)]!];
    const candidate =
      companions && random.chance(COMPANION_SHARE)
        ? companions.products[companions.draw(random)]!
        : drawPopular(random);
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen.map((product) => {
    const quantities = QUANTITIES[catalogue.products[product]!.quantity];
    return { product, quantity: quantities.values[quantities.draw(random)]! };
  });
}
