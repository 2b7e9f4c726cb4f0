import { type Database, withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Kysely } from 'kysely';
import { listUserImportRuns } from './list-user-import-runs.ts';

/** The database is asked every 2 s; a change reaches the browser within that. */
export const RUN_EVENTS_POLL_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const RUN_EVENTS_HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the browser's EventSource reconnects by itself. */
export const RUN_EVENTS_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Server-Sent Events of the user's import runs: a `runs` event with the snapshot at once, then
 * another whenever it changes, and heartbeat comments between. Each read is a short transaction
 * of its own, so an open stream holds no database connection.
 */
export function streamImportRunEvents(
  c: Context,
  db: Kysely<Database>,
  userId: string,
  language: Language,
  options: { pollMs?: number; lifetimeMs?: number } = {},
): Response {
  const pollMs = options.pollMs ?? RUN_EVENTS_POLL_MS;
  const endsAt = Date.now() + (options.lifetimeMs ?? RUN_EVENTS_LIFETIME_MS);
  return streamSSE(c, async (stream) => {
    let open = true;
    stream.onAbort(() => {
      open = false;
    });
    let last = '';
    let lastWrite = Date.now();
    while (open && Date.now() < endsAt) {
      let data: string;
      try {
        const items = await withScope(db, { userId }, (trx) => listUserImportRuns(trx, userId, language));
        data = JSON.stringify({ items });
      } catch {
        // The database went away (a shutdown): end the stream; the browser reconnects or polls.
        break;
      }
      if (data !== last) {
        await stream.writeSSE({ event: 'runs', data });
        last = data;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite >= RUN_EVENTS_HEARTBEAT_MS) {
        await stream.write(': heartbeat\n\n');
        lastWrite = Date.now();
      }
      await stream.sleep(pollMs);
    }
  });
}
