import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from './test-app.ts';

/** Serves the app over a real socket on a free port, for what only real connections show. */
export async function serveTestApp(
  t: TestApp,
): Promise<{ origin: string; port: number; close(): Promise<void> }> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
