import type { Shop, ShopAccess } from '@ziskomer/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notify, notifyError } from '../../lib/notify.ts';
import { useSession } from '../auth/use-session.ts';
import { EmailRoleForm } from '../projects/email-role-form.tsx';
import { MemberAvatar } from '../projects/member-avatar.tsx';
import { RoleBadge } from '../projects/role-badge.tsx';
import { useRemoveShopAccess, useShareShop, useShopAccess } from './use-shop-access.ts';

const INLINE_CODES = new Set(['user_not_found_by_email', 'already_member', 'conflict', 'validation_failed']);

/** Direct access to one shop: who has it, share with another user by e-mail, take it away. */
export function ShopAccessPanel({ shop }: { shop: Shop }) {
  const { t } = useTranslation('projects');
  const { user } = useSession();
  const access = useShopAccess(shop.id);
  const share = useShareShop(shop.id);
  const remove = useRemoveShopAccess(shop.id);
  const [removing, setRemoving] = useState<ShopAccess | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify.success(t('shops.access.removed', { name: removing.fullName || removing.email }));
        setRemoving(null);
      },
      onError: (failure) => notifyError(failure),
    });
  };

  return (
    <section
      aria-label={t('shops.access.title', { shop: shop.name })}
      className="flex flex-col gap-4 rounded-lg bg-surface-2/60 p-4"
    >
      <div>
        <h4 className="text-sm font-semibold text-fg">{t('shops.access.heading')}</h4>
        <p className="text-xs text-muted">{t('shops.access.hint')}</p>
      </div>
      <EmailRoleForm
        ownRole={shop.role}
        submitLabel={t('shops.access.share')}
        isPending={share.isPending}
        onSubmit={(values) =>
          share
            .mutateAsync(values)
            .then((added) =>
              notify.success(t('shops.access.shared', { email: added.email, shop: shop.name })),
            )
        }
        inlineError={(failure) => {
          if (!(failure instanceof ApiError) || !INLINE_CODES.has(failure.code)) return null;
          return failure.code === 'conflict' ? t('shops.access.alreadyShared') : getErrorMessage(failure);
        }}
      />

      {access.isPending ? (
        <div className="flex flex-col gap-2" aria-busy>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : access.isError ? (
        <LoadError
          className="py-4"
          title={t('shops.access.loadFailed')}
          error={access.error}
          onRetry={() => access.refetch()}
          retrying={access.isFetching}
        />
      ) : access.data.length === 0 ? (
        <p className="text-sm text-muted">{t('shops.access.empty')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
          {access.data.map((entry) => {
            const isSelf = entry.userId === user?.id;
            const name = entry.fullName || entry.email;
            return (
              <li key={entry.id} className="flex items-center gap-3 px-3 py-2.5">
                <MemberAvatar name={entry.fullName} email={entry.email} className="h-8 w-8" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">
                    {name}
                    {isSelf && <span className="ml-1.5 font-normal text-muted">{t('members.you')}</span>}
                  </p>
                  {entry.fullName && <p className="truncate text-xs text-muted">{entry.email}</p>}
                </div>
                <RoleBadge role={entry.role} />
                {!isSelf && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('shops.access.removeLabel', { name })}
                    title={t('shops.access.remove')}
                    onClick={() => setRemoving(entry)}
                  >
                    <Trash2 aria-hidden className="h-4 w-4 text-muted" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('shops.access.removeTitle')}
        description={t('shops.access.removeDescription', {
          name: removing?.fullName || removing?.email,
          shop: shop.name,
        })}
        confirmLabel={t('shops.access.remove')}
        onConfirm={confirmRemove}
        pending={remove.isPending}
      />
    </section>
  );
}
