import { type ApiKey, hasRole } from '@ziskomer/contracts';
import { KeyRound, Lock, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { ApiKeyList } from './api-key-list.tsx';
import { ApiUsageCard } from './api-usage-card.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { useApiKeys, useRevokeApiKey } from './use-api-keys.ts';

/**
 * Settings → API a integrace: the API keys of the selected shop (admins create and revoke them;
 * others see why they cannot) and how to call the import API with one.
 */
export function ApiKeysTab() {
  const { t } = useTranslation('apiKeys');
  const { shop, shops, setShop } = useSelectedShop();
  const isAdmin = shop !== null && hasRole(shop.role, 'admin');
  const keys = useApiKeys(shop?.id ?? '', isAdmin);
  const revoke = useRevokeApiKey(shop?.id ?? '');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  if (shops.isPending) {
    return (
      <Card aria-busy className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </Card>
    );
  }
  if (shops.isError) {
    return (
      <Card>
        <LoadError
          title={t('shopsLoadFailed')}
          error={shops.error}
          onRetry={() => shops.refetch()}
          retrying={shops.isFetching}
        />
      </Card>
    );
  }
  if (!shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={t('noShop.title')}
          description={t('noShop.description')}
          action={
            <Button asChild>
              <Link to="/settings?tab=projects-shops">{t('noShop.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify.success(t('revoke.done', { name: revoking.name }));
        setRevoking(null);
      },
      onError: (failure) => notifyError(failure, t('revoke.failed')),
    });
  };

  const shopPicker =
    shops.data.length > 1 ? (
      <SelectField
        label={t('shop')}
        className="w-full sm:w-64"
        value={shop.id}
        onChange={(event) => setShop(event.target.value)}
        options={shops.data.map((option) => ({ value: option.id, label: option.name }))}
      />
    ) : null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title={t('title')}
          description={t('description', { shop: shop.name })}
          actions={
            isAdmin ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden className="h-4 w-4" />
                {t('create')}
              </Button>
            ) : undefined
          }
        />
        {shopPicker && <div className="border-b border-border px-5 py-4">{shopPicker}</div>}
        {!isAdmin ? (
          <EmptyState
            icon={Lock}
            title={t('viewer.title')}
            description={t('viewer.description', {
              shop: shop.name,
              role: t(`projects:roles.${shop.role}`),
            })}
          />
        ) : keys.isPending ? (
          <div className="flex flex-col gap-3 p-5" aria-busy>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : keys.isError ? (
          <LoadError
            title={t('loadFailed')}
            error={keys.error}
            onRetry={() => keys.refetch()}
            retrying={keys.isFetching}
          />
        ) : keys.data.length === 0 ? (
          <EmptyState
            icon={KeyRound}
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Button variant="secondary" onClick={() => setCreating(true)}>
                <Plus aria-hidden className="h-4 w-4" />
                {t('create')}
              </Button>
            }
          />
        ) : (
          <ApiKeyList keys={keys.data} label={t('list.label', { shop: shop.name })} onRevoke={setRevoking} />
        )}
      </Card>

      <ApiUsageCard />

      {isAdmin && <CreateApiKeyDialog shop={shop} open={creating} onOpenChange={setCreating} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revoke.title')}
        description={t('revoke.description', { name: revoking?.name, prefix: revoking?.prefix })}
        confirmLabel={t('revoke.confirm')}
        onConfirm={confirmRevoke}
        pending={revoke.isPending}
      />
    </div>
  );
}
