/** Who is asking for the embedded database's one connection. */
export type Lane = 'request' | 'background';

/**
 * Hands PGlite's single connection to one holder at a time (a transaction keeps it until it
 * ends), and when it comes free gives it to a waiting request before any background work. A
 * request therefore waits for at most the one background transaction already running, never for
 * a queue of them: background work (imports, rollups, syncs) commits in short transactions and
 * gets the connection whenever no request wants it.
 */
export class ConnectionGate {
  private held = false;
  private readonly waiting: Record<Lane, { since: number; resume: () => void }[]> = {
    request: [],
    background: [],
  };

  /** Resolves when the caller holds the connection; call the returned function to let it go. */
  async acquire(lane: Lane): Promise<() => void> {
    if (this.held)
      await new Promise<void>((resume) => this.waiting[lane].push({ since: Date.now(), resume }));
    else this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.handOver();
    };
  }

  /** Callers waiting for the connection now, per lane. */
  get queued(): Record<Lane, number> {
    return { request: this.waiting.request.length, background: this.waiting.background.length };
  }

  /** How long the longest-waiting request has waited, in ms (0 when none waits): for the health check. */
  oldestRequestWaitMs(): number {
    const oldest = this.waiting.request[0];
    return oldest ? Date.now() - oldest.since : 0;
  }

  private handOver(): void {
    const next = this.waiting.request.shift() ?? this.waiting.background.shift();
    if (next) next.resume();
    else this.held = false;
  }
}
