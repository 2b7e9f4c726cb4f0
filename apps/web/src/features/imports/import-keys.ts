import type { AnalysisOverrides } from './imports-api.ts';

/** TanStack Query keys of the imports feature; everything of one shop sits under ['imports', shopId]. */
export const importKeys = {
  shop: (shopId: string | null) => ['imports', shopId] as const,
  list: (shopId: string | null) => ['imports', shopId, 'list'] as const,
  detail: (shopId: string, importId: string) => ['imports', shopId, 'detail', importId] as const,
  analysis: (shopId: string, importId: string, overrides: AnalysisOverrides) =>
    ['imports', shopId, 'analysis', importId, overrides] as const,
  errors: (shopId: string, importId: string) => ['imports', shopId, 'errors', importId] as const,
};
