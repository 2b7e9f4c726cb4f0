import type { OpenAPIHono } from '@hono/zod-openapi';
import { IMPORT_UPLOAD_TYPES, importRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { recordActivity } from '../activity/index.ts';
import { csvHeaders } from '../orders/index.ts';
import { analyseImport } from './analyse-import.ts';
import { cancelImport } from './cancel-import.ts';
import { exportImportErrors } from './export-import-errors.ts';
import { getImport } from './get-import.ts';
import { listImportProblems } from './list-import-problems.ts';
import { listImports } from './list-imports.ts';
import { startImport } from './start-import.ts';
import { streamImportEvents } from './stream-import-events.ts';
import { toImport } from './to-import.ts';
import { uploadImport } from './upload-import.ts';

const UPLOAD_PATH = /^\/api\/shops\/[^/]+\/imports$/;

/** For the origin check: the raw-body content types a path accepts. */
export function getImportUploadTypes(method: string, path: string): readonly string[] {
  return method === 'POST' && UPLOAD_PATH.test(path) ? IMPORT_UPLOAD_TYPES : [];
}

export function registerImportRoutes(app: OpenAPIHono<AppEnv>) {
  addRouteWithoutTransaction(app, importRoutes.uploadImport, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const row = await uploadImport(scope, shopId, {
      body: c.req.raw.body,
      contentLength: c.req.header('content-length'),
      fileName: c.req.valid('query').fileName,
      kind: c.req.valid('query').kind,
    });
    return c.json(toImport(row, pickLanguage(c.req.header('accept-language'))), 201);
  });
  addRoute(app, importRoutes.listImports, async (c, scope) =>
    c.json(
      await listImports(scope, c.req.valid('param').shopId, pickLanguage(c.req.header('accept-language'))),
      200,
    ),
  );
  addRoute(app, importRoutes.getImport, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    return c.json(
      await getImport(scope, shopId, importId, pickLanguage(c.req.header('accept-language'))),
      200,
    );
  });
  addRoute(app, importRoutes.getImportAnalysis, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await analyseImport(scope, shopId, importId, c.req.valid('query'), language), 200);
  });
  addRoute(app, importRoutes.startImport, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await startImport(scope, shopId, importId, c.req.valid('json'), language), 202);
  });
  addRoute(app, importRoutes.cancelImport, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    return c.json(
      await cancelImport(scope, shopId, importId, pickLanguage(c.req.header('accept-language'))),
      200,
    );
  });
  addRoute(app, importRoutes.listImportErrors, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(
      await listImportProblems(scope, shopId, importId, c.req.valid('query').limit, language),
      200,
    );
  });
  addRoute(app, importRoutes.exportImportErrorsCsv, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const row = await getImport(scope, shopId, importId, 'en');
    await recordActivity(scope, {
      kind: 'export',
      action: 'import_errors_exported',
      shopId,
      details: { importId },
    });
    const language = pickLanguage(c.req.header('accept-language'));
    const stream = await exportImportErrors(
      { request: scope.db, pool: scope.deps.db },
      { userId: scope.user.id, shopId, importId, label: `${c.get('requestId')} GET ${c.req.path}` },
      language,
    );
    return new Response(stream, { headers: csvHeaders(`import-errors-${row.id}.csv`) });
  });
  addRoute(app, importRoutes.streamImportEvents, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    await getImport(scope, shopId, importId, 'en');
    const language = pickLanguage(c.req.header('accept-language'));
    return streamImportEvents(c, scope.deps.db, { userId: scope.user.id, shopId, importId }, language);
  });
}
