import type { XmlFeed } from '@ziskomer/contracts';
import { Copy, KeyRound, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useFeedMutation } from './use-xml-feeds.ts';
import { xmlFeedsApi } from './xml-feeds-api.ts';

/** The public URL of the transformed feed: publish, copy, and a new secret that retires the old one. */
export function FeedPublishTab({
  shopId,
  feed,
  canEdit,
}: {
  shopId: string;
  feed: XmlFeed;
  canEdit: boolean;
}) {
  const { t } = useTranslation('xmlFeeds');
  const [rotating, setRotating] = useState(false);
  const publish = useFeedMutation(shopId, () => xmlFeedsApi.publish(shopId, feed.id));
  const rotate = useFeedMutation(shopId, () => xmlFeedsApi.rotateToken(shopId, feed.id));
  const pending =
    feed.publishedAt && JSON.stringify(feed.transforms) !== JSON.stringify(feed.publishedTransforms);
  const fetched = feed.lastFetchedAt !== null;

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-base font-semibold text-fg">{t('publish.title')}</h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('publish.text')}</p>
      </div>
      {feed.publicUrl ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded-lg border border-border bg-surface-2 px-3 py-2 text-xs text-fg">
              {feed.publicUrl}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  .writeText(feed.publicUrl!)
                  .then(() => notify('success', t('toasts.copied')))
                  .catch((error: unknown) => notifyError(error))
              }
            >
              <Copy className="h-4 w-4" aria-hidden />
              {t('publish.copy')}
            </Button>
          </div>
          <p className="text-xs text-muted">
            {t('publish.publishedAt', { date: formatDateTime(feed.publishedAt!) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted">{fetched ? t('publish.notYet') : t('publish.needsFetch')}</p>
      )}
      {pending && (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          {t('publish.pendingChanges')}
        </p>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!fetched}
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () => notify('success', t('toasts.published')),
                onError: (error) => notifyError(error),
              })
            }
          >
            <Send className="h-4 w-4" aria-hidden />
            {feed.publishedAt ? t('publish.republish') : t('publish.publish')}
          </Button>
          {feed.publicUrl && (
            <Button variant="secondary" onClick={() => setRotating(true)}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {t('publish.rotate')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={rotating}
        onOpenChange={setRotating}
        title={t('publish.rotateTitle')}
        description={t('publish.rotateText')}
        confirmLabel={t('publish.rotateConfirm')}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              notify('success', t('toasts.rotated'));
              setRotating(false);
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </Card>
  );
}
