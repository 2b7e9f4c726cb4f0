/**
 * Sizes the transactions of background work (an import's batches, its pages of customers) so that
 * each holds the embedded database for about `targetMs`. PGlite is one connection: a request that
 * arrives while background work writes waits until that transaction commits, so a transaction is
 * only as large as a request can afford to wait. The size follows the measured time per unit of
 * the transactions so far (on a busy machine they get smaller), within `min` and `max`. Without a
 * target the size is fixed (PostgreSQL, where requests have connections of their own).
 */
export class BatchSizer {
  private size: number;

  constructor(private readonly options: { initial: number; min?: number; max?: number; targetMs?: number }) {
    this.size = options.initial;
  }

  /** Units in the next batch. */
  get current(): number {
    return this.size;
  }

  /** Learns from a written batch: `units` took `ms`. */
  record(units: number, ms: number): void {
    const { targetMs, min = 1, max = Number.POSITIVE_INFINITY } = this.options;
    if (!targetMs || units === 0 || ms <= 0) return;
    const fitting = (units * targetMs) / ms;
    // Halfway towards the size that fits: one slow batch (a checkpoint, a busy neighbour) does
    // not halve the next one.
    this.size = Math.round(Math.min(max, Math.max(min, (this.size + fitting) / 2)));
  }
}

/**
 * Milliseconds one background transaction may hold the embedded database. A request waits for at
 * most the one running (ConnectionGate), so this plus the request's own work is its worst case
 * while data arrives; the target is 200 ms at the 99th percentile. Each transaction costs a few
 * milliseconds of its own (scope, lock, commit), which shorter holds pay more often.
 */
export const BACKGROUND_HOLD_MS = 100;

/** A sizer for background transactions: fixed on PostgreSQL, held to BACKGROUND_HOLD_MS on PGlite. */
export function backgroundSizer(
  engine: 'pglite' | 'postgres',
  sizes: { postgres: number; pglite: { initial: number; min: number; max: number } },
): BatchSizer {
  if (engine === 'postgres') return new BatchSizer({ initial: sizes.postgres });
  return new BatchSizer({ ...sizes.pglite, targetMs: BACKGROUND_HOLD_MS });
}
