/** Who is asking for the embedded database's one connection. */
export type Lane = 'request' | 'background';

/**
 * Hands PGlite's single connection to one holder at a time (a transaction keeps it until it
 * ends), and when it comes free gives it to a waiting request before any background work. A
 * request therefore waits for at most the one background transaction already running, never for
 * a queue of them: background work (imports, rollups, syncs) commits in short transactions and
 * gets the connection whenever no request wants it.
 *
 * A request often runs several transactions one after another (the API key or session, then the
 * handler's own). When its transaction ends with no other request waiting, the connection stays
 * with the request lane until the callbacks already due have run (`setImmediate`), so that the
 * same request's next transaction gets it before background work does: otherwise a request waits
 * for one background transaction per transaction of its own.
 */
export class ConnectionGate {
  private held = false;
  private readonly waiting: Record<Lane, { since: number; resume: () => void }[]> = {
    request: [],
    background: [],
  };

  /**
   * Resolves when the caller holds the connection; call the returned function to let it go. A
   * caller whose `signal` aborts while it waits (a request whose client has gone away) leaves the
   * queue and gets the signal's reason as its error: it never holds the connection.
   */
  async acquire(lane: Lane, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.held) await this.wait(lane, signal);
    else this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (lane === 'request' && this.waiting.request.length === 0) setImmediate(() => this.handOver());
      else this.handOver();
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

  private wait(lane: Lane, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        since: Date.now(),
        resume: () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      const leave = () => {
        const queue = this.waiting[lane];
        queue.splice(queue.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting[lane].push(waiter);
    });
  }

  private handOver(): void {
    const next = this.waiting.request.shift() ?? this.waiting.background.shift();
    if (next) next.resume();
    else this.held = false;
  }
}
