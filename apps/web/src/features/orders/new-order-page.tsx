import { hasRole } from '@ziskomer/contracts';
import { Lock, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { ReadOnlyNotice } from './form-section.tsx';
import { type OrderCustomerPrefill, OrderForm } from './order-form.tsx';

/** /orders/new: one order entered by hand into the selected shop. */
export default function NewOrderPage() {
  const { t } = useTranslation('orders');
  const { shop, shops } = useSelectedShop();
  const location = useLocation();
  const prefill = (location.state as { customer?: OrderCustomerPrefill } | null)?.customer;

  if (shops.isPending) {
    return (
      <div aria-busy className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <Skeleton className="h-14 w-72" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (shops.isError) {
    return (
      <Card>
        <LoadError title={t('browser.shopsFailed')} error={shops.error} onRetry={() => shops.refetch()} />
      </Card>
    );
  }
  if (!shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={t('browser.noShop.title')}
          description={t('browser.noShop.description')}
          action={
            <Button asChild>
              <Link to="/onboarding">{t('browser.noShop.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }
  const canEdit = hasRole(shop.role, 'admin');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('form.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('form.subtitle', { shop: shop.name })}</p>
      </header>
      {!canEdit && (
        <div id="order-read-only">
          <ReadOnlyNotice
            icon={<Lock aria-hidden className="h-4 w-4" />}
            title={t('form.readOnly.title')}
            text={t('form.readOnly.text', { shop: shop.name, role: t(`projects:roles.${shop.role}`) })}
          />
        </div>
      )}
      {/* A new form for another shop: the draft's currency and time belong to the shop. */}
      <OrderForm key={shop.id} shop={shop} canEdit={canEdit} prefill={prefill} />
    </div>
  );
}
