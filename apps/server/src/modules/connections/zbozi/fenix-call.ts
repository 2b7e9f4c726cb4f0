import type { ApiKeyProviderContext } from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { type ChannelRequest, fetchChannelJson } from '../api-key/fetch-channel-json.ts';
import { forgetFenixAccessToken, getFenixAccessToken } from './fenix-access-token.ts';

/**
 * One call of Sklik's API Fénix with the refresh token's access token as `Bearer`. An access token
 * Fénix no longer accepts (401: it ended early or was revoked) is forgotten and exchanged once
 * more; a second 401 means the refresh token itself is no longer good. 429 is waited out for its
 * Retry-After by fetchChannelJson (Fénix allows 5 requests a second).
 */
export async function fenixCall(
  context: ApiKeyProviderContext,
  refreshToken: string,
  path: string,
  request: Omit<ChannelRequest, 'form'>,
): Promise<Record<string, unknown> | null> {
  for (let attempt = 1; ; attempt++) {
    const token = await getFenixAccessToken(context, refreshToken);
    try {
      return (await fetchChannelJson(
        `${context.config.seznamFenixApiUrl}${path}`,
        { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } },
        context,
      )) as Record<string, unknown> | null;
    } catch (error) {
      if (!(error instanceof ChannelApiError) || error.kind !== 'unauthorized' || attempt > 1) throw error;
      forgetFenixAccessToken(context, refreshToken);
    }
  }
}
