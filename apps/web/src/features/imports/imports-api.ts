import type {
  Import,
  ImportAnalysis,
  ImportKind,
  ImportList,
  ImportOptionsInput,
  importAnalysisQuerySchema,
  importErrorListSchema,
} from '@ziskomer/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

/** Options that override what the analysis detected (the mapping travels as JSON). */
export type AnalysisOverrides = Omit<z.input<typeof importAnalysisQuerySchema>, 'mapping'> & {
  mapping?: Partial<Record<string, string>>;
};

export type ImportErrorList = z.infer<typeof importErrorListSchema>;

const importsPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}/imports`;
const importPath = (shopId: string, importId: string) =>
  `${importsPath(shopId)}/${encodeURIComponent(importId)}`;

export const importsApi = {
  uploadUrl: (shopId: string, fileName: string, kind: ImportKind = 'orders') =>
    `${importsPath(shopId)}?fileName=${encodeURIComponent(fileName)}${kind === 'orders' ? '' : `&kind=${kind}`}`,
  eventsUrl: (shopId: string, importId: string) => `${importPath(shopId, importId)}/events`,
  errorsCsvUrl: (shopId: string, importId: string) => `${importPath(shopId, importId)}/errors.csv`,

  list: (shopId: string, signal?: AbortSignal) => api<ImportList>(importsPath(shopId), { signal }),
  get: (shopId: string, importId: string, signal?: AbortSignal) =>
    api<Import>(importPath(shopId, importId), { signal }),
  analyse: (shopId: string, importId: string, overrides: AnalysisOverrides, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined || value === null) continue;
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const suffix = query.size > 0 ? `?${query}` : '';
    return api<ImportAnalysis>(`${importPath(shopId, importId)}/analysis${suffix}`, { signal });
  },
  start: (shopId: string, importId: string, options: ImportOptionsInput) =>
    api<Import>(`${importPath(shopId, importId)}/start`, { method: 'POST', body: options }),
  cancel: (shopId: string, importId: string) =>
    api<Import>(`${importPath(shopId, importId)}/cancel`, { method: 'POST' }),
  errors: (shopId: string, importId: string, signal?: AbortSignal) =>
    api<ImportErrorList>(`${importPath(shopId, importId)}/errors?limit=100`, { signal }),
  deleteOrderData: (shopId: string) =>
    api<{ message: string }>(`/api/shops/${encodeURIComponent(shopId)}/orders`, { method: 'DELETE' }),
};
