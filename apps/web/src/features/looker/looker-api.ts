import { lookerRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The Looker page's routes of the API, called through their contracts. */
export const lookerApi = {
  getEmbed: (shopId: string, signal?: AbortSignal) =>
    callApi(lookerRoutes.getLookerEmbed, { params: { shopId }, signal }),
  saveEmbed: (shopId: string, embedUrl: string) =>
    callApi(lookerRoutes.saveLookerEmbed, { params: { shopId }, body: { embedUrl } }),
  removeEmbed: (shopId: string) => callApi(lookerRoutes.deleteLookerEmbed, { params: { shopId } }),
};

export const lookerKeys = { embed: (shopId: string) => ['looker-embed', shopId] as const };
