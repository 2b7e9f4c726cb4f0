import type { OpenAPIHono } from '@hono/zod-openapi';
import { xmlFeedRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import {
  deleteXmlFeed,
  fetchXmlFeedNow,
  publishXmlFeed,
  rotateFeedToken,
  saveFeedTransforms,
} from './change-xml-feed.ts';
import { listFeedItems } from './list-feed-items.ts';
import { previewXmlFeed } from './preview-xml-feed.ts';
import { listXmlFeeds, readXmlFeed } from './read-xml-feed.ts';
import { createXmlFeed, updateXmlFeed } from './save-xml-feed.ts';
import { openPublicFeed } from './serve-public-feed.ts';

export function registerXmlFeedRoutes(app: OpenAPIHono<AppEnv>) {
  const language = (c: { req: { header(name: string): string | undefined } }) =>
    pickLanguage(c.req.header('accept-language'));
  addRoute(app, xmlFeedRoutes.listXmlFeeds, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    return c.json({ items: await listXmlFeeds(scope.db, scope.deps.config, shopId, language(c)) }, 200);
  });
  // Checking the URL resolves its host: done before a transaction holds a database connection.
  addRouteWithoutTransaction(app, xmlFeedRoutes.createXmlFeed, async (c, scope) => {
    const feed = await createXmlFeed(scope, c.req.valid('param').shopId, c.req.valid('json'), language(c));
    return c.json(feed, 201);
  });
  addRoute(app, xmlFeedRoutes.getXmlFeed, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await readXmlFeed(scope.db, scope.deps.config, shopId, feedId, language(c)), 200);
  });
  addRouteWithoutTransaction(app, xmlFeedRoutes.updateXmlFeed, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await updateXmlFeed(scope, shopId, feedId, c.req.valid('json'), language(c)), 200);
  });
  addRoute(app, xmlFeedRoutes.deleteXmlFeed, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    await deleteXmlFeed(scope, shopId, feedId);
    return c.body(null, 204);
  });
  addRoute(app, xmlFeedRoutes.listXmlFeedItems, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await listFeedItems(scope, shopId, feedId, c.req.valid('query'), language(c)), 200);
  });
  addRoute(app, xmlFeedRoutes.saveXmlFeedTransforms, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await saveFeedTransforms(scope, shopId, feedId, c.req.valid('json'), language(c)), 200);
  });
  addRoute(app, xmlFeedRoutes.previewXmlFeed, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await previewXmlFeed(scope, shopId, feedId, c.req.valid('json')), 200);
  });
  addRoute(app, xmlFeedRoutes.fetchXmlFeed, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await fetchXmlFeedNow(scope, shopId, feedId, language(c)), 202);
  });
  addRoute(app, xmlFeedRoutes.publishXmlFeed, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await publishXmlFeed(scope, shopId, feedId, language(c)), 202);
  });
  addRoute(app, xmlFeedRoutes.rotateXmlFeedToken, async (c, scope) => {
    const { shopId, feedId } = c.req.valid('param');
    return c.json(await rotateFeedToken(scope, shopId, feedId, language(c)), 200);
  });
  // Public: the token in the path is the credential. Each batch reads in a transaction of its own.
  addRouteWithoutTransaction(app, xmlFeedRoutes.getPublicXmlFeed, async (c, scope) => {
    const feed = await openPublicFeed(scope.deps, c.req.valid('param').file);
    const headers = {
      etag: feed.etag,
      'last-modified': feed.lastModified.toUTCString(),
      // Readers revalidate each time; the ETag answers 304 until the next fetch or publish.
      'cache-control': 'no-cache',
      'x-robots-tag': 'noindex',
    };
    if (c.req.header('if-none-match') === feed.etag) {
      await feed.body.cancel();
      return c.body(null, 304, headers);
    }
    return c.body(feed.body, 200, { ...headers, 'content-type': 'application/xml; charset=utf-8' });
  });
}
