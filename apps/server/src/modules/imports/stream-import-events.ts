import { type Database, withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Kysely } from 'kysely';
import { getImportRow } from './queries/get-import-row.ts';
import { toImport } from './to-import.ts';

/** SPEC: progress reaches the browser at most 2 s apart; the import's state is sent every second. */
export const IMPORT_EVENT_INTERVAL_MS = 1000;
const FINAL = new Set(['completed', 'failed', 'cancelled']);

/**
 * Server-Sent Events of one import: a `progress` event with the import every second while it is
 * not finished, then a `done` event with its final state, and the stream ends. Each read is a
 * short transaction of its own, so an open stream holds no database connection.
 */
export function streamImportEvents(
  c: Context,
  db: Kysely<Database>,
  scope: { userId: string; shopId: string; importId: string },
  language: Language,
): Response {
  return streamSSE(c, async (stream) => {
    let open = true;
    stream.onAbort(() => {
      open = false;
    });
    while (open) {
      const row = await withScope(db, { userId: scope.userId, shopId: scope.shopId }, (trx) =>
        getImportRow(trx, scope.shopId, scope.importId),
      );
      if (!row) break;
      const data = JSON.stringify(toImport(row, language));
      if (FINAL.has(row.status)) {
        await stream.writeSSE({ event: 'done', data });
        break;
      }
      await stream.writeSSE({ event: 'progress', data });
      await stream.sleep(IMPORT_EVENT_INTERVAL_MS);
    }
  });
}
