import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TIMING_MEASURES, type TimingMeasure } from './timing-peaks.ts';

/** Orders or revenue, kept in the URL (`measure=revenue`) so a shared link shows the same view. */
export function useTimingMeasure(): [TimingMeasure, (measure: TimingMeasure) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('measure');
  const measure = TIMING_MEASURES.includes(value as TimingMeasure) ? (value as TimingMeasure) : 'orders';
  const setMeasure = useCallback(
    (next: TimingMeasure) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'orders') params.delete('measure');
          else params.set('measure', next);
          return params;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [measure, setMeasure];
}
