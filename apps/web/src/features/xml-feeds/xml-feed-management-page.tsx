import { hasRole, type Shop, type XmlFeed } from '@ziskomer/contracts';
import { Plus, Rss } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { notify } from '../../lib/notify.ts';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';
import { FeedDetail } from './feed-detail.tsx';
import { FeedFormDialog } from './feed-form-dialog.tsx';
import { FeedList, FeedListSkeleton } from './feed-list.tsx';
import { useFeedMutation, useXmlFeeds } from './use-xml-feeds.ts';
import { xmlFeedsApi } from './xml-feeds-api.ts';

/** /xml-feed-management: the shop's product feeds, their items and errors, transforms and publishing. */
export default function XmlFeedManagementPage() {
  const { t } = useTranslation('xmlFeeds');
  return (
    <SelectedShopGate
      skeleton={<FeedListSkeleton />}
      texts={{
        shopsFailed: t('page.shopsFailed'),
        title: t('page.noShop.title'),
        description: t('page.noShop.description'),
        action: t('page.noShop.action'),
      }}
    >
      {(shop) => <FeedWorkspace key={shop.id} shop={shop} />}
    </SelectedShopGate>
  );
}

function FeedWorkspace({ shop }: { shop: Shop }) {
  const { t } = useTranslation('xmlFeeds');
  const canEdit = hasRole(shop.role, 'admin');
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const feeds = useXmlFeeds(shop.id);
  const create = useFeedMutation(
    shop.id,
    (values: { name: string; url: string; frequency: XmlFeed['frequency'] }) =>
      xmlFeedsApi.create(shop.id, values),
  );
  const openFeed = (feed: XmlFeed | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (feed) next.set('feed', feed.id);
      else next.delete('feed');
      return next;
    });
  const selected = feeds.data?.find((feed) => feed.id === params.get('feed'));

  if (selected) {
    return <FeedDetail shop={shop} feed={selected} canEdit={canEdit} onBack={() => openFeed(null)} />;
  }
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('description')}</p>
        </div>
        {canEdit && (feeds.data?.length ?? 0) > 0 && (
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('add')}
          </Button>
        )}
      </header>
      {!canEdit && <p className="text-sm text-muted">{t('readOnly')}</p>}
      {feeds.isPending ? (
        <FeedListSkeleton />
      ) : feeds.isError ? (
        <ErrorState
          size="inline"
          title={t('page.loadFailed')}
          actions={
            <Button variant="secondary" onClick={() => void feeds.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : feeds.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={Rss}
            title={t('empty.title')}
            description={t('empty.text')}
            action={
              canEdit && (
                <Button onClick={() => setAdding(true)}>
                  <Plus className="h-4 w-4" aria-hidden />
                  {t('add')}
                </Button>
              )
            }
          />
          <div className="border-t border-border px-6 py-5 text-sm">
            <h2 className="font-semibold text-fg">{t('empty.whereTitle')}</h2>
            <ul className="mt-2 space-y-1.5 text-muted">
              <li>{t('empty.shoptet')}</li>
              <li>{t('empty.woocommerce')}</li>
              <li>{t('empty.shopify')}</li>
            </ul>
          </div>
        </Card>
      ) : (
        <FeedList feeds={feeds.data} onOpen={openFeed} />
      )}
      <FeedFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSubmit={async (values) => {
          const feed = (await create.mutateAsync({
            name: values.name,
            url: values.url,
            frequency: values.frequency,
          })) as XmlFeed;
          notify('success', t('toasts.created'));
          openFeed(feed);
        }}
      />
    </div>
  );
}
