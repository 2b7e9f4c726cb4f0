import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { importKeys } from './import-keys.ts';
import { type AnalysisOverrides, importsApi } from './imports-api.ts';

/**
 * The analysis of an uploaded file with the user's overrides. While another choice is being
 * analysed the previous result stays on screen (`isPlaceholderData`), so nothing jumps.
 */
export function useImportAnalysis(shopId: string, importId: string, overrides: AnalysisOverrides) {
  return useQuery({
    queryKey: importKeys.analysis(shopId, importId, overrides),
    queryFn: ({ signal }) => importsApi.analyse(shopId, importId, overrides, signal),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
