import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';

/** The snapshot is read every 2 s; a change reaches the browser within that. */
export const SNAPSHOT_POLL_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const SNAPSHOT_HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the browser's EventSource reconnects by itself. */
export const SNAPSHOT_STREAM_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Server-Sent Events of a snapshot that changes (the user's import runs, their background jobs):
 * an `event` with the snapshot at once, then another whenever it changes, heartbeat comments
 * between. `read` should be a short transaction of its own, so an open stream holds no database
 * connection; when it fails (the database went away, the client left) the stream ends, and the
 * browser reconnects or polls.
 */
export function streamSnapshots(
  c: Context,
  event: string,
  read: () => Promise<unknown>,
  options: { pollMs?: number; lifetimeMs?: number } = {},
): Response {
  const pollMs = options.pollMs ?? SNAPSHOT_POLL_MS;
  const endsAt = Date.now() + (options.lifetimeMs ?? SNAPSHOT_STREAM_LIFETIME_MS);
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
        data = JSON.stringify(await read());
      } catch {
        break;
      }
      if (data !== last) {
        await stream.writeSSE({ event, data });
        last = data;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite >= SNAPSHOT_HEARTBEAT_MS) {
        await stream.write(': heartbeat\n\n');
        lastWrite = Date.now();
      }
      await stream.sleep(pollMs);
    }
  });
}
