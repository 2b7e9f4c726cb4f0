import type { XmlFeed } from '@ziskomer/contracts';
import { ChevronRight, Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { FeedStatusBadge } from './feed-status-badge.tsx';

/** The shop's feeds: each a row (a card on phones) that opens its detail. */
export function FeedList({ feeds, onOpen }: { feeds: XmlFeed[]; onOpen: (feed: XmlFeed) => void }) {
  const { t } = useTranslation('xmlFeeds');
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-sm">
        <thead className="hidden border-b border-border bg-surface-2 text-left text-xs text-muted md:table-header-group">
          <tr>
            <th className="px-4 py-2.5 font-medium">{t('columns.name')}</th>
            <th className="px-4 py-2.5 font-medium">{t('columns.status')}</th>
            <th className="px-4 py-2.5 font-medium">{t('columns.lastFetch')}</th>
            <th className="px-4 py-2.5 text-right font-medium">{t('columns.items')}</th>
            <th className="px-4 py-2.5 text-right font-medium">{t('columns.errors')}</th>
            <th className="px-4 py-2.5 font-medium">{t('columns.published')}</th>
            <th className="w-8" />
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {feeds.map((feed) => (
            <tr
              key={feed.id}
              className="grid cursor-pointer grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 hover:bg-surface-2 md:table-row md:p-0"
              onClick={() => onOpen(feed)}
            >
              <td className="col-span-2 md:px-4 md:py-3">
                <button
                  type="button"
                  className="text-left font-medium text-fg hover:underline focus-visible:underline"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(feed);
                  }}
                >
                  <Rss className="mr-1.5 inline h-4 w-4 text-accent" aria-hidden />
                  {feed.name}
                </button>
                <p className="mt-0.5 text-xs text-muted">
                  {feed.sourceFormat ? t(`formats.${feed.sourceFormat}`) : t('formats.unknown')}
                </p>
              </td>
              <td className="md:px-4 md:py-3">
                <FeedStatusBadge status={feed.status} />
              </td>
              <td className="text-right text-muted md:px-4 md:py-3 md:text-left">
                {feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt) : t('never')}
              </td>
              <td className="tabular-nums md:px-4 md:py-3 md:text-right">
                <span className="text-muted md:hidden">{t('columns.items')}: </span>
                {formatNumber(feed.itemCount)}
              </td>
              <td
                className={`text-right tabular-nums md:px-4 md:py-3 ${feed.errorCount > 0 ? 'text-danger' : 'text-muted'}`}
              >
                <span className="text-muted md:hidden">{t('columns.errors')}: </span>
                {formatNumber(feed.errorCount)}
              </td>
              <td className="col-span-2 text-muted md:px-4 md:py-3">
                {feed.publishedAt ? formatDateTime(feed.publishedAt) : t('notPublished')}
              </td>
              <td className="hidden pr-3 md:table-cell">
                <ChevronRight className="h-4 w-4 text-muted" aria-hidden />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function FeedListSkeleton() {
  return (
    <Card className="space-y-3 p-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="ml-auto h-5 w-24" />
        </div>
      ))}
    </Card>
  );
}
