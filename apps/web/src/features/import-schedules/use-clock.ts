import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so relative times ('před 5 minutami') stay true. */
export function useClock(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
