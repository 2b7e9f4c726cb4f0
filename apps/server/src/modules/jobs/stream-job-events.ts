import { type Database, withScope } from '@ziskomer/db';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Kysely } from 'kysely';
import {
  RUN_EVENTS_HEARTBEAT_MS,
  RUN_EVENTS_LIFETIME_MS,
  RUN_EVENTS_POLL_MS,
} from '../import-schedules/index.ts';
import { getUserJobSummary } from './get-user-job-summary.ts';

/**
 * Server-Sent Events of the user's background work: a `jobs` event with the summary at once, then
 * another whenever it changes, heartbeat comments between (the same rhythm as the runs stream).
 * Each read is a short transaction of its own, so an open stream holds no database connection.
 */
export function streamJobEvents(c: Context, db: Kysely<Database>, userId: string): Response {
  const endsAt = Date.now() + RUN_EVENTS_LIFETIME_MS;
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
        data = JSON.stringify(await withScope(db, { userId }, (trx) => getUserJobSummary(trx, userId)));
      } catch {
        // The database went away (a shutdown): end the stream; the browser reconnects or polls.
        break;
      }
      if (data !== last) {
        await stream.writeSSE({ event: 'jobs', data });
        last = data;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite >= RUN_EVENTS_HEARTBEAT_MS) {
        await stream.write(': heartbeat\n\n');
        lastWrite = Date.now();
      }
      await stream.sleep(RUN_EVENTS_POLL_MS);
    }
  });
}
