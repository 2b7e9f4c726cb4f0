import {
  type CreateXmlFeed,
  type FeedTransforms,
  type UpdateXmlFeed,
  xmlFeedRoutes,
} from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The feed routes of the API, called through their contracts. */
export const xmlFeedsApi = {
  list: (shopId: string, signal?: AbortSignal) =>
    callApi(xmlFeedRoutes.listXmlFeeds, { params: { shopId }, signal }).then((list) => list.items),
  create: (shopId: string, input: CreateXmlFeed) =>
    callApi(xmlFeedRoutes.createXmlFeed, { params: { shopId }, body: input }),
  update: (shopId: string, feedId: string, input: UpdateXmlFeed) =>
    callApi(xmlFeedRoutes.updateXmlFeed, { params: { shopId, feedId }, body: input }),
  remove: (shopId: string, feedId: string) =>
    callApi(xmlFeedRoutes.deleteXmlFeed, { params: { shopId, feedId } }),
  items: (
    shopId: string,
    feedId: string,
    query: { page: number; search?: string; problems?: 'only' },
    signal?: AbortSignal,
  ) => callApi(xmlFeedRoutes.listXmlFeedItems, { params: { shopId, feedId }, query, signal }),
  saveTransforms: (shopId: string, feedId: string, transforms: FeedTransforms) =>
    callApi(xmlFeedRoutes.saveXmlFeedTransforms, { params: { shopId, feedId }, body: transforms }),
  preview: (shopId: string, feedId: string, transforms: FeedTransforms, signal?: AbortSignal) =>
    callApi(xmlFeedRoutes.previewXmlFeed, { params: { shopId, feedId }, body: transforms, signal }),
  fetchNow: (shopId: string, feedId: string) =>
    callApi(xmlFeedRoutes.fetchXmlFeed, { params: { shopId, feedId } }),
  publish: (shopId: string, feedId: string) =>
    callApi(xmlFeedRoutes.publishXmlFeed, { params: { shopId, feedId } }),
  rotateToken: (shopId: string, feedId: string) =>
    callApi(xmlFeedRoutes.rotateXmlFeedToken, { params: { shopId, feedId } }),
};

export const xmlFeedKeys = {
  shop: (shopId: string) => ['xml-feeds', shopId] as const,
  list: (shopId: string, language: string) => ['xml-feeds', shopId, 'list', language] as const,
  items: (shopId: string, feedId: string, query: object, language: string) =>
    ['xml-feeds', shopId, 'items', feedId, query, language] as const,
  preview: (shopId: string, feedId: string, transforms: FeedTransforms) =>
    ['xml-feeds', shopId, 'preview', feedId, transforms] as const,
};
