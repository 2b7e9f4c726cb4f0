import { CompiledQuery, type QueryResult } from 'kysely';

/**
 * Bulk loading through `COPY … FROM STDIN`, the fastest way to hand PostgreSQL many rows: one
 * text stream, parsed by the server's own input functions, instead of one array parameter per
 * column (which PGlite in particular unpacks slowly). Only the session's temporary tables are
 * allowed as targets (`pg_temp.<name>`): a temporary table has no row-level security, so the rows
 * go on to the shop's tables with an ordinary `INSERT … SELECT`, under the shop's policies.
 *
 * Kysely knows nothing of COPY, so the statement travels as a query with the data as its only
 * parameter, and each engine's connection recognises it (see `sendCopyFromText` for pg and the
 * PGlite dialect).
 */
export const COPY_INTO_TEMP_TABLE =
  /^COPY pg_temp\.[a-z_][a-z0-9_]* \([a-z_][a-z0-9_]*(?:, [a-z_][a-z0-9_]*)*\) FROM STDIN$/;

/**
 * Loads rows in COPY text format (`copyLine` builds them; text or its UTF-8 bytes) into a
 * temporary table of this transaction.
 */
export async function copyIntoTempTable(
  trx: { executeQuery(query: CompiledQuery): Promise<QueryResult<unknown>> },
  table: string,
  columns: readonly string[],
  rows: string | Uint8Array,
): Promise<void> {
  if (rows.length === 0) return;
  const statement = `COPY pg_temp.${table} (${columns.join(', ')}) FROM STDIN`;
  if (!COPY_INTO_TEMP_TABLE.test(statement))
    throw new Error(`not a COPY into a temporary table: ${statement}`);
  await trx.executeQuery(CompiledQuery.raw(statement, [rows]));
}

export type CopyValue = string | number | boolean | null;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/**
 * One row in COPY's text format: tab-separated, `\N` for NULL, and backslash, tab, line feed and
 * carriage return escaped, so any text arrives exactly as it was. Numbers must already be in the
 * form the column's type reads (e.g. `toFixed(2)` for money). `end` is what follows the last
 * value: the line feed, or a tab when the caller appends a last column itself.
 */
export function copyLine(values: readonly CopyValue[], end: '\n' | '\t' = '\n'): string {
  let line = '';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) line += '\t';
    const value = values[index];
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'string') line += NEEDS_ESCAPE.test(value) ? escapeCopyText(value) : value;
    else line += String(value);
  }
  return line + end;
}

function escapeCopyText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

/** The parts of a pg `Connection` that a COPY uses. */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * A pg "submittable" that runs one `COPY … FROM STDIN` with the given text: it sends the text
 * when the server asks for it and settles when the server is ready again (or with the error).
 */
class CopyFromText {
  private rowCount = 0;
  private settled = false;

  constructor(
    readonly text: string,
    private readonly data: string | Uint8Array,
    private readonly settle: (error: Error | null, rowCount: number) => void,
  ) {}

  submit(connection: PgConnection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: PgConnection) {
    const data = this.data;
    connection.sendCopyFromChunk(
      typeof data === 'string'
        ? Buffer.from(data, 'utf8')
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    );
    connection.endCopyFrom();
  }
  handleCommandComplete(message: { text?: string }) {
    this.rowCount = Number(message.text?.split(' ')[1] ?? 0);
  }
  handleError(error: Error) {
    this.finish(error);
  }
  handleReadyForQuery() {
    this.finish(null);
  }
  handleEmptyQuery() {}
  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleCopyData() {}

  private finish(error: Error | null) {
    if (this.settled) return;
    this.settled = true;
    this.settle(error, this.rowCount);
  }
}

interface QueryableClient {
  query(...args: unknown[]): unknown;
}

/**
 * Makes a pg client run `COPY pg_temp.x (…) FROM STDIN` queries whose only parameter is the data,
 * as Kysely sends them (`copyIntoTempTable`); every other query goes through unchanged.
 */
export function enableCopyFromText(client: QueryableClient): void {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [text, values] = args;
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length === 1 &&
      isCopyData(values[0]) &&
      COPY_INTO_TEMP_TABLE.test(text)
    ) {
      return new Promise((resolve, reject) => {
        query(
          new CopyFromText(text, values[0], (error, rowCount) =>
            error ? reject(error) : resolve({ command: 'COPY', rowCount, rows: [] }),
          ),
        );
      });
    }
    return query(...args);
  };
}

/** The data of a COPY as copyIntoTempTable passes it: text or UTF-8 bytes. */
export function isCopyData(value: unknown): value is string | Uint8Array {
  return typeof value === 'string' || value instanceof Uint8Array;
}
