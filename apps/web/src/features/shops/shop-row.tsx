import { hasRole, type Shop } from '@ziskomer/contracts';
import { ExternalLink, Pencil, Star, Store, Trash2, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { RoleBadge } from '../projects/role-badge.tsx';
import { ShopAccessPanel } from './shop-access-panel.tsx';
import { ShopFormDialog } from './shop-form-dialog.tsx';
import { useDeleteShop, useSetDefaultShop } from './use-shop-mutations.ts';

/**
 * One shop in Settings: its addresses, the user's role, default flag and the actions the user may
 * take. `focused` (from ?shop=<id>) scrolls it into view, highlights it and opens its sharing panel.
 */
export function ShopRow({ shop, focused = false }: { shop: Shop; focused?: boolean }) {
  const { t } = useTranslation('projects');
  const setDefault = useSetDefaultShop();
  const remove = useDeleteShop();
  const canShare = hasRole(shop.role, 'admin');
  const [sharing, setSharing] = useState(focused && canShare);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const panelId = `shop-access-${shop.id}`;

  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    if (canShare) setSharing(true);
  }, [focused, canShare]);

  const makeDefault = () =>
    setDefault.mutate(shop.id, {
      onSuccess: () => notify.success(t('shops.toast.defaultSet', { name: shop.name })),
      onError: (error) => notifyError(error),
    });

  const confirmDelete = () =>
    remove.mutate(shop.id, {
      onSuccess: () => {
        notify.success(t('shops.toast.deleted', { name: shop.name }));
        setDeleting(false);
      },
      onError: (error) => notifyError(error),
    });

  return (
    <li
      ref={ref}
      id={`shop-${shop.id}`}
      className={cn(
        'rounded-lg border bg-surface transition-shadow',
        focused ? 'border-accent ring-2 ring-accent/30' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted"
        >
          <Store className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate text-sm font-semibold text-fg">{shop.name}</p>
            {shop.isDefault && (
              <Badge tone="accent" className="gap-1">
                <Star aria-hidden className="h-3 w-3 fill-current" />
                {t('shops.default')}
              </Badge>
            )}
            <RoleBadge role={shop.role} />
          </div>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <a
              href={shop.storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 hover:text-fg hover:underline"
            >
              {shop.storeDomain}
              <ExternalLink aria-hidden className="h-3 w-3" />
              <span className="sr-only">{t('shops.opensInNewTab')}</span>
            </a>
            <span className="font-mono text-[11px] text-muted" title={t('shops.normalisedTitle')}>
              {shop.normalisedDomain}
            </span>
          </div>
        </div>
        <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
          {!shop.isDefault && (
            <Button
              variant="secondary"
              size="sm"
              className="mr-auto sm:mr-1"
              onClick={makeDefault}
              loading={setDefault.isPending}
            >
              {t('shops.setDefault')}
            </Button>
          )}
          {canShare && (
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={sharing}
              aria-controls={panelId}
              aria-label={t('shops.access.toggle', { name: shop.name })}
              title={t('shops.access.heading')}
              onClick={() => setSharing((open) => !open)}
              className={cn(sharing && 'bg-surface-2')}
            >
              <Users aria-hidden className="h-4 w-4" />
            </Button>
          )}
          {shop.canEdit && (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shops.editLabel', { name: shop.name })}
                title={t('common:edit')}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shops.deleteLabel', { name: shop.name })}
                title={t('common:delete')}
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden className="h-4 w-4 text-danger" />
              </Button>
            </>
          )}
        </div>
      </div>
      {sharing && canShare && (
        <div id={panelId} className="border-t border-border p-3">
          <ShopAccessPanel shop={shop} />
        </div>
      )}

      <ShopFormDialog open={editing} onOpenChange={setEditing} shop={shop} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('shops.deleteTitle')}
        description={t('shops.deleteDescription', { name: shop.name })}
        confirmLabel={t('shops.deleteConfirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </li>
  );
}
