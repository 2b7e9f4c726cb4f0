import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { systemRoutes } from '@ziskomer/contracts';
import type { Deps } from '../../core/deps.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRouteWithoutTransaction, documentedRoutes, routeRegistry } from '../../http/define-route.ts';
import { renderApiDocsPage } from './api-docs-page.ts';
import { buildOpenApiDocument } from './build-openapi-document.ts';

/** Scalar's self-contained browser build, inside its npm package (not one of its exports). */
const RENDERER_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference/style.css')),
  'browser',
  'standalone.js',
);

/**
 * The OpenAPI document and its rendered reference. Registered after every other route: the
 * document is built once, on its first request, from all of them.
 */
export function registerApiDocsRoutes(app: OpenAPIHono<AppEnv>, deps: Deps) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let renderer: Promise<string> | undefined;

  addRouteWithoutTransaction(app, systemRoutes.getOpenApiDocument, async (c) => {
    document ??= buildOpenApiDocument(app, [...routeRegistry, ...documentedRoutes], {
      appUrl: deps.config.appUrl,
      version: deps.config.version,
    });
    return c.json(document as never, 200);
  });

  addRouteWithoutTransaction(app, systemRoutes.getApiDocs, async (c) =>
    c.html(
      renderApiDocsPage({
        documentUrl: systemRoutes.getOpenApiDocument.path,
        rendererUrl: systemRoutes.getApiDocsRenderer.path,
        title: 'Ziskoměr API',
      }),
    ),
  );

  addRouteWithoutTransaction(app, systemRoutes.getApiDocsRenderer, async () => {
    renderer ??= readFile(RENDERER_PATH, 'utf8');
    return new Response(await renderer, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  });
}
