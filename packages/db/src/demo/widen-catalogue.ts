import type { DemoProduct, ShopProfile } from './shop-profile.ts';

/** How a variant differs from its product: pack size, and the price that goes with it. */
const PACKS = [
  { label: 'malé balení', price: 1 },
  { label: 'velké balení', price: 1.8 },
  { label: 'rodinné balení', price: 3.2 },
  { label: 'dárkové balení', price: 1.3 },
] as const;

/**
 * A profile whose catalogue holds at least `products` products: each of its products in
 * numbered variants (pack sizes, then editions), as a shop with a long catalogue has them. The
 * first variant keeps the product's code and most of its demand; later ones sell less and less
 * (demand ∝ 1 / rank), so the catalogue gets the long tail of a real one, and products bought
 * together stay bought together across their variants. For benchmarks of reports whose cost grows
 * with the catalogue (cross-sell pairs); the demo shops keep their own catalogues.
 */
export function widenCatalogue(profile: ShopProfile, products: number): ShopProfile {
  const base = profile.products;
  const perProduct = Math.ceil(products / base.length);
  if (perProduct <= 1) return profile;
  const variantsOf = new Map<string, string[]>();
  const widened: DemoProduct[] = [];
  for (const product of base) {
    const weights = Array.from({ length: perProduct }, (_, rank) => 1 / (rank + 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const codes: string[] = [];
    weights.forEach((weight, rank) => {
      const pack = PACKS[rank % PACKS.length]!;
      const edition = Math.floor(rank / PACKS.length);
      const code = rank === 0 ? product.code : `${product.code}-V${rank}`;
      codes.push(code);
      widened.push({
        ...product,
        code,
        name:
          rank === 0
            ? product.name
            : `${product.name}, ${pack.label}${edition > 0 ? `, edice ${edition + 1}` : ''}`,
        price: Math.round(product.price * pack.price),
        popularity: (product.popularity * weight) / total,
      });
    });
    variantsOf.set(product.code, codes);
  }
  const expand = (codes: readonly string[]) => codes.flatMap((code) => variantsOf.get(code) ?? [code]);
  return {
    ...profile,
    products: widened,
    affinities: profile.affinities.map((affinity) => ({
      ...affinity,
      from: expand(affinity.from),
      to: expand(affinity.to),
    })),
  };
}
