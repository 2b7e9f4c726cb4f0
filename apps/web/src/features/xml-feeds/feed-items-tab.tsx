import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FEED_ITEMS_PAGE_SIZE, type XmlFeed } from '@ziskomer/contracts';
import { CheckCircle2, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { xmlFeedKeys, xmlFeedsApi } from './xml-feeds-api.ts';

/**
 * The feed's items in pages of 50 with a search by id or title; with `problemsOnly` the errors
 * tab: only items with problems, and how many items have each problem.
 */
export function FeedItemsTab({
  shopId,
  feed,
  problemsOnly,
}: {
  shopId: string;
  feed: XmlFeed;
  problemsOnly: boolean;
}) {
  const { t } = useTranslation('xmlFeeds');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = {
    page,
    ...(debounced ? { search: debounced } : {}),
    ...(problemsOnly ? { problems: 'only' as const } : {}),
  };
  const items = useQuery({
    // The feed's update time: a finished fetch shows its items.
    queryKey: [...xmlFeedKeys.items(shopId, feed.id, query, language), feed.updatedAt],
    queryFn: ({ signal }) => xmlFeedsApi.items(shopId, feed.id, query, signal),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((items.data?.total ?? 0) / FEED_ITEMS_PAGE_SIZE));

  if (items.isPending) return <TableSkeleton />;
  if (items.isError) return <p className="text-sm text-danger">{t('page.loadFailed')}</p>;
  const data = items.data;
  if (data.total === 0 && !debounced) {
    return (
      <Card>
        <EmptyState
          icon={problemsOnly ? CheckCircle2 : undefined}
          title={problemsOnly ? t('errors.none') : t('items.none')}
        />
      </Card>
    );
  }
  const counts = Object.entries(data.problemCounts);
  return (
    <div className="space-y-3">
      {problemsOnly && counts.length > 0 && (
        <Card className="p-4">
          <h2 className="text-sm font-semibold text-fg">{t('errors.summary')}</h2>
          <ul className="mt-3 space-y-2">
            {counts.map(([code, count]) => (
              <li key={code} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 text-sm">
                <div>
                  <span className="text-fg">{t(`problems.${code}`)}</span>
                  <div className="mt-1 h-1.5 rounded-full bg-surface-2">
                    <div
                      className="h-1.5 rounded-full bg-danger"
                      style={{ width: `${Math.max(2, (count / Math.max(1, feed.itemCount)) * 100)}%` }}
                    />
                  </div>
                </div>
                <span className="tabular-nums text-muted">{formatNumber(count)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-muted" aria-hidden />
        <input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={t('items.search')}
          aria-label={t('items.search')}
          className="h-9 w-full rounded-lg border border-border bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-muted focus:outline-none focus:ring-2 focus:ring-accent"
        />
      </div>
      <Card className="overflow-x-auto">
        {data.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted">{t('items.noMatch')}</p>
        ) : (
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="border-b border-border bg-surface-2 text-left text-xs text-muted">
              <tr>
                <th className="w-12 px-3 py-2 font-medium">#</th>
                <th className="px-3 py-2 font-medium">{t('items.id')}</th>
                <th className="px-3 py-2 font-medium">{t('items.titleColumn')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('items.price')}</th>
                <th className="px-3 py-2 font-medium">{t('items.problems')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.items.map((item) => (
                <tr key={item.position} className="align-top">
                  <td className="px-3 py-2 tabular-nums text-muted">{item.position}</td>
                  <td className="px-3 py-2 font-mono text-xs text-fg">{item.itemId ?? '—'}</td>
                  <td className="px-3 py-2 text-fg">
                    {item.fields.link && /^https?:\/\//.test(item.fields.link) ? (
                      <a
                        href={item.fields.link}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="hover:underline"
                      >
                        {item.title ?? '—'}
                      </a>
                    ) : (
                      (item.title ?? '—')
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-fg">{formatPrice(item.fields)}</td>
                  <td className="px-3 py-2">
                    {item.problems.length === 0 ? (
                      <span className="text-xs text-muted">{t('items.ok')}</span>
                    ) : (
                      <ul className="space-y-0.5 text-xs text-danger">
                        {item.problems.map((problem) => (
                          <li key={problem.code}>{problem.message}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {pages > 1 && (
        <nav
          className="flex items-center justify-end gap-2 text-sm text-muted"
          aria-label={t('items.page', { page, pages })}
        >
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('items.previous')}
          </Button>
          <span>{t('items.page', { page: formatNumber(page), pages: formatNumber(pages) })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('items.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

function formatPrice(fields: Record<string, string>): string {
  const amount = Number(fields.price);
  if (!fields.price || !Number.isFinite(amount) || !/^\d+\.\d{2}$/.test(fields.price))
    return fields.price ?? '—';
  try {
    return formatMoney(amount, fields.currency || 'CZK', 2);
  } catch {
    return fields.price;
  }
}

function TableSkeleton() {
  return (
    <Card className="space-y-3 p-4">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex gap-4">
          <Skeleton className="h-4 w-8" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </Card>
  );
}
