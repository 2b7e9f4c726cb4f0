import type { ClvBacktest } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { ClvGrowth, ClvInsufficiencyReason } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import type { StoredClvHorizon } from '../rollups/store-clv-run.ts';

export interface ClvModelRun {
  computedAt: string;
  asOfDay: string;
  status: 'ok' | 'insufficient';
  reason: ClvInsufficiencyReason | null;
  failedModel: 'bg_nbd' | 'gamma_gamma' | null;
  summary: ClvGrowth;
  parameters: {
    bgNbd: { r: number; alpha: number; a: number; b: number; logLikelihood: number };
    gammaGamma: { p: number; q: number; gamma: number; logLikelihood: number };
  } | null;
  horizons: StoredClvHorizon[];
  /** The automatic backtest stored with the run; null for runs without (a shop without orders). */
  backtest: ClvBacktest | null;
}

/** The shop's stored CLV run (migration 0013), or null when none was computed yet. */
export async function readClvModelRun(
  db: Transaction<Database>,
  shopId: string,
): Promise<ClvModelRun | null> {
  const result = await sql<{
    computed_at: Date | string;
    as_of_day: string;
    status: ClvModelRun['status'];
    reason: ClvModelRun['reason'];
    failed_model: ClvModelRun['failedModel'];
    summary: ClvGrowth | string;
    parameters: ClvModelRun['parameters'] | string;
    horizons: StoredClvHorizon[] | string;
    backtest: ClvBacktest | string | null;
  }>`
    SELECT computed_at, as_of_day::text AS as_of_day, status, reason, failed_model, summary, parameters, horizons,
           backtest
    FROM clv_model_runs WHERE shop_id = ${shopId}`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return {
    computedAt: new Date(row.computed_at).toISOString(),
    asOfDay: row.as_of_day,
    status: row.status,
    reason: row.reason,
    failedModel: row.failed_model,
    summary: parseJson(row.summary),
    parameters: parseJson(row.parameters),
    horizons: parseJson(row.horizons),
    backtest: row.backtest === null ? null : parseJson(row.backtest),
  };
}

/** jsonb arrives parsed from pg and PGlite; a string only if a driver hands the text through. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
