import { z } from 'zod';
import {
  createXmlFeedSchema,
  feedItemPageSchema,
  feedItemsQuerySchema,
  feedPreviewSchema,
  feedTransformsSchema,
  updateXmlFeedSchema,
  xmlFeedListSchema,
  xmlFeedSchema,
} from '../xml-feeds.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['xml-feeds'];

const shopParams = z.object({ shopId: z.string() });
const feedParams = shopParams.extend({ feedId: z.uuid() });
const base = '/api/shops/{shopId}/xml-feeds';
const one = `${base}/{feedId}`;

const urlRefused =
  'A URL the outbound guard refuses answers 422 with its code: url_invalid, url_scheme, url_credentials, ' +
  'address_blocked (private, loopback, link-local, metadata … addresses) or host_not_found.';

/** A feed action of admins (POST, no body) that answers the feed with `status`. */
function feedAction<const S extends 200 | 202>(
  operationId: string,
  path: string,
  summary: string,
  status: S,
) {
  const answer = { [status]: jsonResponse('The feed', xmlFeedSchema) } as Record<
    S,
    ReturnType<typeof jsonResponse<typeof xmlFeedSchema>>
  >;
  return contractRoute({
    operationId,
    method: 'post',
    path,
    access: { shop: 'admin' },
    tags,
    summary,
    request: { params: feedParams },
    responses: { ...answer, ...errorResponses(401, 403, 404, 409) },
  });
}

export const xmlFeedRoutes = {
  listXmlFeeds: contractRoute({
    operationId: 'listXmlFeeds',
    method: 'get',
    path: base,
    access: { shop: 'viewer' },
    tags,
    summary: "The shop's product feeds with their status, last fetch, items and errors",
    request: { params: shopParams },
    responses: { 200: jsonResponse('Feeds, newest first', xmlFeedListSchema), ...errorResponses(401, 404) },
  }),
  createXmlFeed: contractRoute({
    operationId: 'createXmlFeed',
    method: 'post',
    path: base,
    access: { shop: 'admin' },
    tags,
    summary: 'Adds a product feed by URL (Google Merchant, Heureka or Zboží.cz XML); fetched at once',
    description: urlRefused,
    request: { params: shopParams, ...jsonBody(createXmlFeedSchema) },
    responses: { 201: jsonResponse('The feed', xmlFeedSchema), ...errorResponses(401, 403, 404, 422) },
  }),
  getXmlFeed: contractRoute({
    operationId: 'getXmlFeed',
    method: 'get',
    path: one,
    access: { shop: 'viewer' },
    tags,
    summary: 'One feed',
    request: { params: feedParams },
    responses: { 200: jsonResponse('The feed', xmlFeedSchema), ...errorResponses(401, 404) },
  }),
  updateXmlFeed: contractRoute({
    operationId: 'updateXmlFeed',
    method: 'patch',
    path: one,
    access: { shop: 'admin' },
    tags,
    summary: "Changes a feed's name, URL, frequency or schedule on/off",
    description: urlRefused,
    request: { params: feedParams, ...jsonBody(updateXmlFeedSchema) },
    responses: { 200: jsonResponse('The feed', xmlFeedSchema), ...errorResponses(401, 403, 404, 422) },
  }),
  deleteXmlFeed: contractRoute({
    operationId: 'deleteXmlFeed',
    method: 'delete',
    path: one,
    access: { shop: 'admin' },
    tags,
    summary: 'Deletes a feed, its items and its public URL',
    request: { params: feedParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
  }),
  listXmlFeedItems: contractRoute({
    operationId: 'listXmlFeedItems',
    method: 'get',
    path: `${one}/items`,
    access: { shop: 'viewer' },
    tags,
    summary: "A page of the feed's items (search by id or title; problems=only for the errors)",
    request: { params: feedParams, query: feedItemsQuerySchema },
    responses: { 200: jsonResponse('Items', feedItemPageSchema), ...errorResponses(401, 404, 422) },
  }),
  saveXmlFeedTransforms: contractRoute({
    operationId: 'saveXmlFeedTransforms',
    method: 'put',
    path: `${one}/transforms`,
    access: { shop: 'admin' },
    tags,
    summary: 'Saves the output format and rules being edited (published only by publishXmlFeed)',
    request: { params: feedParams, ...jsonBody(feedTransformsSchema) },
    responses: { 200: jsonResponse('The feed', xmlFeedSchema), ...errorResponses(401, 403, 404, 422) },
  }),
  previewXmlFeed: contractRoute({
    operationId: 'previewXmlFeed',
    method: 'post',
    path: `${one}/preview`,
    access: { shop: 'viewer' },
    tags,
    summary: 'The first items with the given transforms beside their source, and their XML; changes nothing',
    request: { params: feedParams, ...jsonBody(feedTransformsSchema) },
    responses: { 200: jsonResponse('Preview', feedPreviewSchema), ...errorResponses(401, 404, 422) },
  }),
  fetchXmlFeed: feedAction('fetchXmlFeed', `${one}/fetch`, 'Queues a fetch of the feed now', 202),
  publishXmlFeed: feedAction(
    'publishXmlFeed',
    `${one}/publish`,
    'Publishes the saved transforms at the public URL (409 before the first fetch)',
    202,
  ),
  rotateXmlFeedToken: feedAction(
    'rotateXmlFeedToken',
    `${one}/rotate-token`,
    'A new secret public URL; the old one answers 404',
    200,
  ),
  getPublicXmlFeed: contractRoute({
    operationId: 'getPublicXmlFeed',
    method: 'get',
    path: '/feeds/{file}',
    access: 'public',
    tags,
    summary: 'A published feed at its secret URL `/feeds/{token}.xml` (no sign-in; the token is the secret)',
    description:
      'Streams the transformed feed as application/xml. The ETag changes with every fetch and publish; ' +
      'If-None-Match answers 304 until then. A wrong or rotated token answers 404.',
    request: { params: z.object({ file: z.string() }) },
    responses: {
      200: { description: 'The feed', content: { 'application/xml': { schema: z.string() } } },
      304: { description: 'Not changed since the ETag given' },
      ...errorResponses(404),
    },
  }),
};
