import { useQuery } from '@tanstack/react-query';
import { FEED_PREVIEW_SIZE, type XmlFeed } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { xmlFeedKeys, xmlFeedsApi } from './xml-feeds-api.ts';

/** The first items with the saved transforms beside their source (changed fields marked), and their XML. */
export function FeedPreviewTab({ shopId, feed }: { shopId: string; feed: XmlFeed }) {
  const { t } = useTranslation('xmlFeeds');
  const preview = useQuery({
    queryKey: [...xmlFeedKeys.preview(shopId, feed.id, feed.transforms), feed.updatedAt],
    queryFn: ({ signal }) => xmlFeedsApi.preview(shopId, feed.id, feed.transforms, signal),
    enabled: feed.itemCount > 0,
  });
  if (feed.itemCount === 0) {
    return (
      <Card>
        <EmptyState title={t('preview.empty')} />
      </Card>
    );
  }
  if (preview.isPending) return <Skeleton className="h-64 w-full" />;
  if (preview.isError) return <p className="text-sm text-danger">{t('page.loadFailed')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('preview.intro', { count: FEED_PREVIEW_SIZE })}</p>
      <div className="grid gap-3 lg:grid-cols-2">
        {preview.data.items.slice(0, 6).map((item) => {
          const names = [...new Set([...Object.keys(item.source), ...Object.keys(item.output)])].sort();
          return (
            <Card key={item.position} className="overflow-x-auto p-3">
              <p className="mb-2 text-sm font-semibold text-fg">
                #{item.position} {item.output.title ?? item.source.title ?? ''}
              </p>
              <table className="w-full text-xs">
                <thead className="text-left text-muted">
                  <tr>
                    <th className="py-1 pr-2 font-medium">{t('preview.field')}</th>
                    <th className="py-1 pr-2 font-medium">{t('preview.source')}</th>
                    <th className="py-1 font-medium">{t('preview.output')}</th>
                  </tr>
                </thead>
                <tbody>
                  {names.map((name) => {
                    const changed = item.changed.includes(name);
                    return (
                      <tr key={name} className={cn(changed && 'bg-accent-soft')}>
                        <td className="py-1 pr-2 align-top font-mono text-muted">{name}</td>
                        <td
                          className={cn(
                            'max-w-[14rem] py-1 pr-2 align-top [overflow-wrap:anywhere]',
                            changed && 'text-muted line-through',
                          )}
                        >
                          {item.source[name] ?? ''}
                        </td>
                        <td
                          className={cn(
                            'max-w-[14rem] py-1 align-top [overflow-wrap:anywhere]',
                            changed ? 'font-medium text-fg' : 'text-muted',
                          )}
                        >
                          {item.output[name] ?? ''}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </Card>
          );
        })}
      </div>
      <Card className="p-3">
        <h3 className="mb-2 text-sm font-semibold text-fg">{t('preview.xml')}</h3>
        <pre className="max-h-96 overflow-auto rounded-lg bg-surface-2 p-3 text-xs text-fg">
          {preview.data.xml}
        </pre>
      </Card>
    </div>
  );
}
