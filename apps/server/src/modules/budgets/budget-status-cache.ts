import type { BudgetStatus } from '@ziskomer/contracts';

/** SPEC §9: a budget status is served from the cache for 2 minutes and dropped after 5. */
export const BUDGET_STATUS_FRESH_MS = 2 * 60_000;
export const BUDGET_STATUS_DROP_MS = 5 * 60_000;

interface Entry {
  status: BudgetStatus;
  storedAt: number;
}

/**
 * The in-process cache of budget statuses, keyed by shop and budget. It is read only after the
 * request's access check (the route's handler runs after it) and only under the shop of the
 * request, so an entry can never answer for another shop. Every write to a shop's budgets, alerts
 * or ad spend drops the shop's entries — after its transaction commits, so a status computed
 * meanwhile from the old data is not kept either: a computation stores its result only if no
 * write to the shop was announced since it began (`generation`).
 *
 * Entries older than 2 minutes are not served; entries older than 5 minutes are removed on the
 * next access of the cache, so the memory held is bounded by what was asked for lately.
 */
export class BudgetStatusCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();

  /** The number a computation takes before it starts; `set` keeps its result only if it is unchanged. */
  generation(shopId: string): number {
    return this.generations.get(shopId) ?? 0;
  }

  get(shopId: string, budgetId: string, now: number): BudgetStatus | undefined {
    this.dropExpired(now);
    const entry = this.entries.get(keyOf(shopId, budgetId));
    if (!entry || now - entry.storedAt >= BUDGET_STATUS_FRESH_MS) return undefined;
    return entry.status;
  }

  set(shopId: string, budgetId: string, status: BudgetStatus, now: number, generation: number): void {
    if (this.generation(shopId) !== generation) return;
    this.entries.set(keyOf(shopId, budgetId), { status, storedAt: now });
  }

  /** Drops every entry of the shop and makes computations running now forget their results. */
  invalidateShop(shopId: string): void {
    this.generations.set(shopId, this.generation(shopId) + 1);
    const prefix = `${shopId}/`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** The number of entries kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt >= BUDGET_STATUS_DROP_MS) this.entries.delete(key);
    }
  }
}

function keyOf(shopId: string, budgetId: string): string {
  return `${shopId}/${budgetId}`;
}

/** The server's one cache (one process; a cluster would need a shared one, see docs/ARCHITECTURE.md). */
export const budgetStatusCache = new BudgetStatusCache();
