import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/** Vitest global setup: one server for all journeys; its URL and log file reach them via `inject`. */
export default async function setup(project: TestProject) {
  // A small demo history: the journeys need reports with data, not a large shop, and filling it
  // must not hold a busy machine for long.
  process.env.DEMO_ORDERS ??= '3000';
  const server = await startServer(Number(process.env.E2E_PORT ?? 3310));
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.logFile);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}
