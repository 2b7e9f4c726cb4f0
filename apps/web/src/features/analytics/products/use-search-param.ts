import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One parameter of a report's own in the URL (the sort, the chosen product), so the view can be
 * shared as a link; each change is a Back step. Null removes it (the report's default).
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { preventScrollReset: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** A parameter limited to known values; anything else reads as the default. */
export function pickOption<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}
