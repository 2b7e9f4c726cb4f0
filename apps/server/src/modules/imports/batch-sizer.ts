/**
 * Sizes an import's batches so that one batch's transaction holds the embedded database for about
 * `targetMs`. PGlite is one connection: a request that arrives while a batch is being written
 * waits until it commits, so a batch is only as large as a request can afford to wait. The size
 * follows the measured time per unit of the batches written so far (on a busy machine batches get
 * smaller), within `min` and `max`. Without a target the size is fixed (PostgreSQL, where
 * requests have connections of their own).
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
