import type { Shop, XmlFeed } from '@ziskomer/contracts';
import { ArrowLeft, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { FeedFormDialog } from './feed-form-dialog.tsx';
import { FeedItemsTab } from './feed-items-tab.tsx';
import { FeedPreviewTab } from './feed-preview-tab.tsx';
import { FeedPublishTab } from './feed-publish-tab.tsx';
import { FeedStatusBadge } from './feed-status-badge.tsx';
import { FeedTransformsTab } from './feed-transforms-tab.tsx';
import { useFeedMutation } from './use-xml-feeds.ts';
import { xmlFeedsApi } from './xml-feeds-api.ts';

/** One feed: its state and actions, and the tabs items / errors / transforms / preview / publish. */
export function FeedDetail({
  shop,
  feed,
  canEdit,
  onBack,
}: {
  shop: Shop;
  feed: XmlFeed;
  canEdit: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('xmlFeeds');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fetchNow = useFeedMutation(shop.id, () => xmlFeedsApi.fetchNow(shop.id, feed.id));
  const update = useFeedMutation(shop.id, (input: Parameters<typeof xmlFeedsApi.update>[2]) =>
    xmlFeedsApi.update(shop.id, feed.id, input),
  );
  const remove = useFeedMutation(shop.id, () => xmlFeedsApi.remove(shop.id, feed.id));
  const busy = feed.status === 'fetching' || feed.status === 'pending';

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('actions.back')}
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold text-fg">{feed.name}</h1>
            <FeedStatusBadge status={feed.status} />
          </div>
          <p className="mt-1 break-all text-sm text-muted">{feed.url}</p>
          <p className="mt-1 text-sm text-muted">
            {feed.sourceFormat ? t(`formats.${feed.sourceFormat}`) : t('formats.unknown')} ·{' '}
            {t('items.count', { count: feed.itemCount, formatted: formatNumber(feed.itemCount) })} ·{' '}
            {t('columns.lastFetch')}: {feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt) : t('never')} ·{' '}
            {t(`frequencies.${feed.frequency}`)}
          </p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              loading={fetchNow.isPending}
              disabled={busy}
              onClick={() =>
                fetchNow.mutate(undefined, {
                  onSuccess: () => notify('success', t('toasts.fetchQueued')),
                  onError: (error) => notifyError(error),
                })
              }
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('actions.fetchNow')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('actions.edit')}
            </Button>
            <Button variant="ghost" onClick={() => setDeleting(true)} aria-label={t('actions.delete')}>
              <Trash2 className="h-4 w-4 text-danger" aria-hidden />
            </Button>
          </div>
        )}
      </header>
      {feed.lastError && (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          {feed.lastError.message}
        </p>
      )}
      <Tabs defaultValue="items">
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="items">{t('tabs.items')}</TabsTrigger>
          <TabsTrigger value="errors">
            {t('tabs.errors')}
            {feed.errorCount > 0 && (
              <span className="ml-1.5 rounded-full bg-danger-soft px-1.5 text-[11px] text-danger">
                {formatNumber(feed.errorCount)}
              </span>
            )}
          </TabsTrigger>
          <TabsTrigger value="transforms">{t('tabs.transforms')}</TabsTrigger>
          <TabsTrigger value="preview">{t('tabs.preview')}</TabsTrigger>
          <TabsTrigger value="publish">{t('tabs.publish')}</TabsTrigger>
        </TabsList>
        <TabsContent value="items" className="pt-4">
          <FeedItemsTab shopId={shop.id} feed={feed} problemsOnly={false} />
        </TabsContent>
        <TabsContent value="errors" className="pt-4">
          <FeedItemsTab shopId={shop.id} feed={feed} problemsOnly />
        </TabsContent>
        <TabsContent value="transforms" className="pt-4">
          <FeedTransformsTab shopId={shop.id} feed={feed} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="preview" className="pt-4">
          <FeedPreviewTab shopId={shop.id} feed={feed} />
        </TabsContent>
        <TabsContent value="publish" className="pt-4">
          <FeedPublishTab shopId={shop.id} feed={feed} canEdit={canEdit} />
        </TabsContent>
      </Tabs>
      <FeedFormDialog
        open={editing}
        onOpenChange={setEditing}
        feed={feed}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          notify('success', t('toasts.saved'));
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('delete.title', { name: feed.name })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify('success', t('delete.done'));
              setDeleting(false);
              onBack();
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </div>
  );
}
