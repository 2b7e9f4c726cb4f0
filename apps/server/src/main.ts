import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createDb } from '@ziskomer/db';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { createAppJobRunner } from './jobs/create-app-job-runner.ts';
import { createMailer } from './lib/mailer.ts';
import { createAuth } from './modules/auth/auth.ts';
import { ensureDemoAccount } from './modules/demo/ensure-demo-account.ts';
import { fillDemoShops } from './modules/demo/fill-demo-shops.ts';
import { createImportScheduler } from './modules/import-schedules/import-scheduler.ts';

const config = readConfig();
const { db, backgroundDb, requestWaitMs, engine, close } = await createDb({
  url: config.databaseUrl,
  dataDir: config.pgliteDir,
});
const mailer = createMailer({ db, smtpUrl: config.smtpUrl });
const auth = createAuth({
  db,
  appUrl: config.appUrl,
  secret: config.authSecret,
  mailer,
  isProduction: config.isProduction,
});
const deps = { db, backgroundDb, requestWaitMs, engine, auth, mailer, config, now: () => new Date() };
await ensureDemoAccount(deps);

const app = createApp(deps);
// Background jobs (imports) run in this process; ones interrupted by a restart continue. With
// embedded PGlite this process alone owns the database, so its leftovers are resumed at once.
// Background work uses its own pool (PostgreSQL) or lane (PGlite) of the database, so it never
// holds a connection a request needs; the job runner takes it from deps.backgroundDb itself.
const background = { ...deps, db: backgroundDb };
const jobs = createAppJobRunner(deps, { releaseOrphans: engine === 'pglite' });
jobs.start();
// Scheduled imports: due schedules and 'Spustit nyní' runs are claimed with SKIP LOCKED, so every
// server may run the scheduler.
const importScheduler = createImportScheduler(background, { releaseOrphans: engine === 'pglite' });
importScheduler.start();

// The built web app, with every non-API path answered by index.html (client-side routing).
const webDist = join(import.meta.dirname, '../../web/dist');
if (existsSync(webDist)) {
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: webDist }));
  app.get('*', serveStatic({ root: webDist, path: 'index.html' }));
}

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.info(`Ziskomer běží na ${config.appUrl} (port ${info.port}, databáze ${engine})`);
  // The demo shops' order history is generated in the background on first start (DEMO_ORDERS=0 skips it).
  fillDemoShops(background, { orders: Number(process.env.DEMO_ORDERS ?? 20_000) }).catch((error) =>
    console.error('[demo] filling the demo shops failed', error),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    Promise.all([jobs.stop(), importScheduler.stop()])
      .then(() => close())
      .finally(() => process.exit(0));
  });
}
