import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { XmlFeed } from '@ziskomer/contracts';
import { useLanguage } from '../../lib/use-language.ts';
import { xmlFeedKeys, xmlFeedsApi } from './xml-feeds-api.ts';

/** How often the list is read again while a feed is being fetched or published. */
const BUSY_POLL_MS = 3000;

const isBusy = (feed: XmlFeed) => feed.status === 'pending' || feed.status === 'fetching';

/** The shop's feeds, read again every few seconds while one of them is being processed. */
export function useXmlFeeds(shopId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: xmlFeedKeys.list(shopId, language),
    queryFn: ({ signal }) => xmlFeedsApi.list(shopId, signal),
    refetchInterval: (query) => (query.state.data?.some(isBusy) ? BUSY_POLL_MS : false),
  });
}

/** A change to a feed; its answer or failure reloads everything of the shop's feeds. */
export function useFeedMutation<Input>(shopId: string, run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: xmlFeedKeys.shop(shopId) }),
  });
}
