import {
  type ImportKind,
  type ImportOptionsInput,
  type importAnalysisQuerySchema,
  type importErrorListSchema,
  importRoutes,
  orderRoutes,
} from '@ziskomer/contracts';
import type { z } from 'zod';
import { apiUrl, callApi } from '../../lib/api.ts';

/** Options that override what the analysis detected (the mapping travels as JSON). */
export type AnalysisOverrides = Omit<z.input<typeof importAnalysisQuerySchema>, 'mapping'> & {
  mapping?: Partial<Record<string, string>>;
};

export type ImportErrorList = z.infer<typeof importErrorListSchema>;

/** The import routes of the API, called through their contracts. */
export const importsApi = {
  uploadUrl: (shopId: string, fileName: string, kind: ImportKind = 'orders') =>
    apiUrl(importRoutes.uploadImport, {
      params: { shopId },
      query: { fileName, kind: kind === 'orders' ? undefined : kind },
    }),
  eventsUrl: (shopId: string, importId: string) =>
    apiUrl(importRoutes.streamImportEvents, { params: { shopId, importId } }),
  errorsCsvUrl: (shopId: string, importId: string) =>
    apiUrl(importRoutes.exportImportErrorsCsv, { params: { shopId, importId } }),

  list: (shopId: string, signal?: AbortSignal) =>
    callApi(importRoutes.listImports, { params: { shopId }, signal }),
  get: (shopId: string, importId: string, signal?: AbortSignal) =>
    callApi(importRoutes.getImport, { params: { shopId, importId }, signal }),
  analyse: (shopId: string, importId: string, overrides: AnalysisOverrides, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined || value === null) continue;
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return callApi(importRoutes.getImportAnalysis, { params: { shopId, importId }, query, signal });
  },
  start: (shopId: string, importId: string, options: ImportOptionsInput) =>
    callApi(importRoutes.startImport, { params: { shopId, importId }, body: options }),
  cancel: (shopId: string, importId: string) =>
    callApi(importRoutes.cancelImport, { params: { shopId, importId } }),
  errors: (shopId: string, importId: string, signal?: AbortSignal) =>
    callApi(importRoutes.listImportErrors, { params: { shopId, importId }, query: { limit: 100 }, signal }),
  deleteOrderData: (shopId: string) => callApi(orderRoutes.deleteOrderData, { params: { shopId } }),
};
