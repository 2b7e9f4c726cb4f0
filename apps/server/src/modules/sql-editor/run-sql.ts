import { SQL_BYTE_CAP, SQL_ROW_CAP, SQL_TIMEOUT_MS, type SqlResult } from '@ziskomer/contracts';
import type { ShopReaderSession } from '@ziskomer/db';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { checkStatement } from './sql-policy/check-statement.ts';
import { toCell, typeName } from './sql-values.ts';

export interface SqlLimits {
  rows: number;
  bytes: number;
  timeoutMs: number;
  /**
   * PGlite only: the highest planner cost a statement may have. PGlite runs in WebAssembly with no
   * timer to interrupt a statement, so `statement_timeout` does nothing there; a statement whose
   * plan costs more is refused before it runs (docs/SECURITY.md "SQL editor").
   */
  pgliteMaxCost: number;
}

export const SQL_LIMITS: SqlLimits = {
  rows: SQL_ROW_CAP,
  bytes: SQL_BYTE_CAP,
  timeoutMs: SQL_TIMEOUT_MS,
  pgliteMaxCost: 200_000,
};

const CURSOR = 'sql_editor_result';
const DECLARE = `DECLARE ${CURSOR} NO SCROLL CURSOR FOR `;
const EXPLAIN = 'EXPLAIN (FORMAT JSON) ';
const FETCH_ROWS = 1000;

/**
 * Runs one read-only statement of a user over the shop's views (docs/SECURITY.md "SQL editor"):
 * checked by PostgreSQL's grammar first (layer 1), then run as the shop's own database role in a
 * read-only transaction that is always rolled back (layers 2–4), streamed by a cursor until the
 * row or byte cap.
 */
export async function runSql(
  deps: Pick<Deps, 'shopReader' | 'engine'>,
  shopId: string,
  text: string,
  signal?: AbortSignal,
  limits: SqlLimits = SQL_LIMITS,
  // The escape suite replaces the grammar check to show what the database layers hold by themselves.
  check: typeof checkStatement = checkStatement,
): Promise<SqlResult> {
  const checked = await check(text);
  if (!checked.ok) {
    if ('syntax' in checked) {
      throw new AppError('sql_error', {
        message: checked.syntax.message,
        position: positionOfByte(text, checked.syntax.byteOffset),
      });
    }
    const { reason, subject, byteOffset } = checked.refusal;
    throw new AppError('sql_not_allowed', { reason, subject, position: positionOfByte(text, byteOffset) });
  }
  const started = performance.now();
  try {
    const result = await deps.shopReader.read(
      shopId,
      async (session) => {
        await session.query("SET LOCAL TimeZone = 'Europe/Prague'");
        await session.query("SET LOCAL DateStyle = 'ISO, YMD'");
        if (deps.engine === 'pglite') await refuseCostly(session, text, limits.pgliteMaxCost);
        else
          await session.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(limits.timeoutMs))}`);
        return readCursor(session, text, limits);
      },
      signal,
    );
    return { ...result, elapsedMs: Math.round(performance.now() - started) };
  } catch (error) {
    throw toSqlError(error, text);
  }
}

async function refuseCostly(session: ShopReaderSession, text: string, maxCost: number): Promise<void> {
  const { rows } = await queryPrefixed(session, EXPLAIN, text);
  const plan = JSON.parse(String(rows[0]?.[0] ?? '[]')) as { Plan?: { 'Total Cost'?: number } }[];
  const cost = plan[0]?.Plan?.['Total Cost'] ?? 0;
  if (cost > maxCost)
    throw new AppError('sql_not_allowed', { reason: 'too_costly', subject: String(Math.round(cost)) });
}

async function readCursor(session: ShopReaderSession, text: string, limits: SqlLimits) {
  await queryPrefixed(session, DECLARE, text);
  const rows: unknown[][] = [];
  let columns: { name: string; type: string }[] = [];
  let bytes = 0;
  let truncated = false;
  for (;;) {
    const batch = await session.query(`FETCH FORWARD ${FETCH_ROWS} FROM ${CURSOR}`);
    if (columns.length === 0)
      columns = batch.fields.map((field) => ({ name: field.name, type: typeName(field.typeId) }));
    for (const raw of batch.rows) {
      if (rows.length >= limits.rows) {
        truncated = true;
        break;
      }
      const row = raw.map((cell, index) => toCell(cell, batch.fields[index]!.typeId));
      bytes += Buffer.byteLength(JSON.stringify(row)) + 1;
      if (bytes > limits.bytes) {
        truncated = true;
        break;
      }
      rows.push(row);
    }
    if (truncated || batch.rows.length < FETCH_ROWS) break;
  }
  return { columns, rows, truncated };
}

/** Sends the user's text after `prefix`, so that an error's position can be told in the user's text. */
async function queryPrefixed(session: ShopReaderSession, prefix: string, text: string) {
  try {
    return await session.query(prefix + text);
  } catch (error) {
    if (error !== null && typeof error === 'object')
      Object.assign(error, { sentPrefixLength: prefix.length });
    throw error;
  }
}

/** A database error as the editor's coded error; anything else (no connection) stays as it is. */
function toSqlError(error: unknown, text: string): unknown {
  if (error instanceof AppError) return error;
  const fields = error as {
    code?: string;
    message?: string;
    position?: string | number;
    sentPrefixLength?: number;
  };
  if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) return error;
  // 57014: cancelled by statement_timeout.
  if (fields.code === '57014') return new AppError('sql_timeout', { message: fields.message });
  const sent = Number(fields.position);
  const prefix = fields.sentPrefixLength ?? DECLARE.length;
  const position = Number.isFinite(sent) && sent > prefix ? sent - prefix : undefined;
  return new AppError('sql_error', {
    message: fields.message,
    position: position && position <= text.length ? position : undefined,
  });
}

/** A byte offset into the UTF-8 text as PostgreSQL's 1-based character position. */
function positionOfByte(text: string, byteOffset: number | undefined): number | undefined {
  if (byteOffset === undefined || byteOffset < 0) return undefined;
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length + 1;
}
