import { RFM_SEGMENTS, type RfmSegment } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readRfmSelection } from './rfm-selection.ts';

/** The segment (and page of its customers) chosen on the RFM page, kept in the URL to share. */
export function useRfmSelection() {
  const [params, setParams] = useSearchParams();
  const selection = readRfmSelection(params);
  const select = useCallback(
    (segment: RfmSegment | null, page = 1) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('segment');
          next.delete('page');
          if (segment && RFM_SEGMENTS.includes(segment)) next.set('segment', segment);
          if (segment && page > 1) next.set('page', String(page));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { ...selection, select };
}
