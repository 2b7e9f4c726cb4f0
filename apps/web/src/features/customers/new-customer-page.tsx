import { type Customer, hasRole } from '@ziskomer/contracts';
import { CheckCircle2, Lock, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ReadOnlyNotice } from '../orders/form-section.tsx';
import type { OrderCustomerPrefill } from '../orders/order-form.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { CustomerForm } from './customer-form.tsx';

/** /customers/new: a customer entered by hand, before (or without) an order. */
export default function NewCustomerPage() {
  const { t } = useTranslation('customers');
  const { shop, shops } = useSelectedShop();
  const [saved, setSaved] = useState<Customer | null>(null);

  if (shops.isPending) {
    return (
      <div aria-busy className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <Skeleton className="h-14 w-72" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    );
  }
  if (shops.isError) {
    return (
      <Card>
        <LoadError
          title={t('orders:browser.shopsFailed')}
          error={shops.error}
          onRetry={() => shops.refetch()}
        />
      </Card>
    );
  }
  if (!shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={t('orders:browser.noShop.title')}
          description={t('orders:browser.noShop.description')}
          action={
            <Button asChild>
              <Link to="/onboarding">{t('orders:browser.noShop.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }
  const canEdit = hasRole(shop.role, 'admin');
  const prefill: OrderCustomerPrefill | null = saved
    ? {
        customerEmail: saved.email ?? '',
        customerName: saved.name ?? '',
        customerPhone: saved.phone ?? '',
        customerCity: saved.city ?? '',
        customerZip: saved.zip ?? '',
        customerCountry: saved.country ?? '',
      }
    : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('form.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('form.subtitle', { shop: shop.name })}</p>
      </header>
      {!canEdit && (
        <div id="customer-read-only">
          <ReadOnlyNotice
            icon={<Lock aria-hidden className="h-4 w-4" />}
            title={t('form.readOnly.title')}
            text={t('form.readOnly.text', { shop: shop.name, role: t(`projects:roles.${shop.role}`) })}
          />
        </div>
      )}
      {saved && prefill && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-accent/30 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
            <div className="text-sm">
              <p className="font-semibold text-fg">{t('saved.title', { name: saved.name ?? saved.email })}</p>
              <p className="mt-0.5 text-muted">{t('saved.text', { email: saved.email })}</p>
            </div>
          </div>
          <Button size="sm" asChild>
            <Link to="/orders/new" state={{ customer: prefill }}>
              <Plus aria-hidden className="h-4 w-4" />
              {t('saved.addOrder')}
            </Link>
          </Button>
        </div>
      )}
      <CustomerForm key={shop.id} shop={shop} canEdit={canEdit} onCreated={setSaved} />
    </div>
  );
}
