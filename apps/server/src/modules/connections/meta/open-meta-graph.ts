import type { Deps } from '../../../core/deps.ts';
import { getMetaAccessToken, type MetaRef } from './get-meta-access-token.ts';
import { createMetaGraphClient } from './meta-graph-client.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Graph API for a connection: its token read once per job (renewed near its expiry). */
export function openMetaGraph(deps: Deps, ref: MetaRef, signal: AbortSignal) {
  let token: Promise<string> | null = null;
  return createMetaGraphClient({
    meta: deps.config.meta,
    accessToken: () => {
      token ??= getMetaAccessToken(deps, ref, signal);
      return token;
    },
    sleep: deps.sleep ?? wait,
    signal,
  });
}
