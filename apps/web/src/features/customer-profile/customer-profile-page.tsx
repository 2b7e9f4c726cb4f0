import { type CustomerProfile, customerRoutes, hasRole } from '@ziskomer/contracts';
import { ArrowLeft, Download, FileJson, Mail, MapPin, Phone, ShieldAlert, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, apiUrl } from '../../lib/api.ts';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { CustomerOrdersCard } from './customer-orders-card.tsx';
import { EraseCustomerDialog } from './erase-customer-dialog.tsx';
import { SegmentHistory } from './segment-history.tsx';
import { useCustomerProfile } from './use-customer-profile.ts';

/**
 * /analytics/customer/{customerKey}: one customer of the selected shop — contact, what they
 * bought and brought (orders with lines, revenue, margin), where they came from, their RFM segment
 * and the CLV forecast — with the CSV of their orders and, for the shop's admins, the GDPR export
 * and erasure.
 */
export default function CustomerProfilePage() {
  const { t } = useTranslation('customers');
  const customerKey = useParams().customerKey ?? '';
  const { shop, shops } = useSelectedShop();
  const profile = useCustomerProfile(shop?.id, customerKey);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState(false);
  useDocumentTitle(profile.data ? displayName(profile.data) : t('profile.title'));

  if (erased) {
    return (
      <Card>
        <EmptyState
          icon={UserX}
          title={t('profile.erased.title')}
          description={t('profile.erased.description')}
          action={
            <Button asChild>
              <Link to="/analytics/customer">{t('profile.back')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }
  if (shops.isPending || (shop && profile.isPending)) return <ProfileSkeleton />;
  if (profile.isError || shops.isError || !shop) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Card>
        {missing || !shop ? (
          <EmptyState
            icon={UserX}
            title={t('profile.notFound.title')}
            description={t('profile.notFound.description')}
            action={
              <Button asChild>
                <Link to="/analytics/customer">{t('profile.back')}</Link>
              </Button>
            }
          />
        ) : (
          <LoadError
            title={t('profile.loadFailed')}
            error={profile.error ?? shops.error}
            onRetry={() => void profile.refetch()}
          />
        )}
      </Card>
    );
  }
  const data = profile.data!;
  const admin = hasRole(shop.role, 'admin');
  const money = (value: number) => formatMoney(value, data.currency);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link
            to="/analytics/customer"
            className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-fg"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('profile.back')}
          </Link>
          <h1 className="break-words text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
            {displayName(data)}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge>{t('profile.tier', { tier: t(`analyticsCustomers:overview.tiers.${data.tier}`) })}</Badge>
            <span>
              {t('profile.churn', { risk: t(`analyticsCustomers:overview.churn.${data.churnRisk}`) })}
            </span>
            {data.rfm && (
              <Badge tone="accent">{t(`analyticsCustomers:rfm.segments.${data.rfm.segment}.name`)}</Badge>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" asChild>
            <a
              href={apiUrl(customerRoutes.exportCustomerOrdersCsv, {
                params: { shopId: shop.id, customerKey: data.customerKey },
              })}
              download
            >
              <Download aria-hidden className="h-4 w-4" />
              {t('profile.actions.ordersCsv')}
            </a>
          </Button>
          {admin && (
            <Button variant="secondary" size="sm" asChild>
              <a
                href={apiUrl(customerRoutes.exportCustomerData, {
                  params: { shopId: shop.id, customerKey: data.customerKey },
                })}
                download
              >
                <FileJson aria-hidden className="h-4 w-4" />
                {t('profile.actions.export')}
              </a>
            </Button>
          )}
          {admin && (
            <Button variant="danger" size="sm" onClick={() => setErasing(true)}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('profile.actions.erase')}
            </Button>
          )}
        </div>
      </header>

      <MetricGrid className="lg:grid-cols-4">
        <MetricTile
          label={t('profile.metrics.orders')}
          definition={t('profile.definitions.orders')}
          value={formatNumber(data.totals.orders)}
          detail={
            data.totals.cancelledOrders > 0
              ? t('profile.metrics.cancelled', { count: data.totals.cancelledOrders })
              : undefined
          }
        />
        <MetricTile
          label={t('profile.metrics.revenue')}
          definition={t('profile.definitions.revenue')}
          value={money(data.totals.revenue)}
          detail={
            data.totals.averageOrderValue === null
              ? undefined
              : t('profile.metrics.average', { value: money(data.totals.averageOrderValue) })
          }
        />
        <MetricTile
          label={t('profile.metrics.margin')}
          definition={t('profile.definitions.margin')}
          value={money(data.totals.margin)}
          detail={
            data.totals.revenue > 0
              ? t('profile.metrics.marginShare', {
                  share: formatPercent(data.totals.margin / data.totals.revenue),
                })
              : undefined
          }
        />
        <MetricTile
          label={t('profile.metrics.clv')}
          definition={t('profile.definitions.clv')}
          value={data.clv ? money(data.clv.expectedValue365 ?? data.clv.expectedValue90) : '—'}
          detail={
            data.clv
              ? t('profile.metrics.clvDetail', {
                  alive: formatPercent(data.clv.probabilityAlive),
                  orders: formatNumber(data.clv.expectedOrders365 ?? data.clv.expectedOrders90, 1),
                  days: data.clv.expectedOrders365 === null ? 90 : 365,
                })
              : t('profile.metrics.noClv')
          }
        />
      </MetricGrid>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <ContactCard profile={data} />
        <JourneyCard profile={data} />
        <RfmCard profile={data} />
      </div>

      <CustomerOrdersCard profile={data} />

      {admin && (
        <EraseCustomerDialog
          open={erasing}
          onOpenChange={setErasing}
          shopId={shop.id}
          profile={data}
          onErased={() => {
            setErasing(false);
            setErased(true);
          }}
        />
      )}
    </div>
  );
}

/** The customer's name, else the e-mail, else the phone, else the key. */
function displayName(profile: CustomerProfile): string {
  return profile.contact.name ?? profile.contact.email ?? profile.contact.phone ?? profile.customerKey;
}

function ContactCard({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('customers');
  const { contact, totals, timeZone } = profile;
  const place = [contact.zip, contact.city, contact.country?.toUpperCase()].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeader title={t('profile.contact.title')} />
      <CardBody className="flex flex-col gap-2.5 text-sm">
        {contact.email && (
          <a
            href={`mailto:${contact.email}`}
            className="flex min-w-0 items-center gap-2 text-fg hover:underline"
          >
            <Mail aria-hidden className="h-4 w-4 shrink-0 text-muted" />
            <span className="truncate">{contact.email}</span>
          </a>
        )}
        {contact.phone && (
          <a
            href={`tel:${contact.phone.replace(/\s+/g, '')}`}
            className="flex items-center gap-2 text-fg hover:underline"
          >
            <Phone aria-hidden className="h-4 w-4 shrink-0 text-muted" />
            {contact.phone}
          </a>
        )}
        {place && (
          <p className="flex items-center gap-2 text-fg">
            <MapPin aria-hidden className="h-4 w-4 shrink-0 text-muted" />
            {place}
          </p>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-border pt-3 text-xs">
          <dt className="text-muted">{t('profile.contact.first')}</dt>
          <dd className="text-right text-fg">
            {totals.firstOrderDate ? formatDate(totals.firstOrderDate, timeZone) : '—'}
          </dd>
          <dt className="text-muted">{t('profile.contact.last')}</dt>
          <dd className="text-right text-fg">
            {totals.lastOrderDate ? formatDate(totals.lastOrderDate, timeZone) : '—'}
          </dd>
        </dl>
      </CardBody>
    </Card>
  );
}

function JourneyCard({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('customers');
  const { journey, timeZone } = profile;
  const source = (value: string | null) => value ?? t('profile.journey.noSource');
  return (
    <Card>
      <CardHeader title={t('profile.journey.title')} description={t('profile.journey.description')} />
      <CardBody>
        <ol className="flex flex-col gap-3 text-sm">
          <li className="flex items-start gap-3">
            <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent" aria-hidden />
            <span className="min-w-0">
              <span className="block text-xs text-muted">{t('profile.journey.first')}</span>
              <span className="break-words font-medium text-fg">{source(journey.firstSource)}</span>
              {journey.firstCampaign && (
                <span className="block break-words text-xs text-muted">
                  {t('profile.journey.campaign', { campaign: journey.firstCampaign })}
                </span>
              )}
            </span>
          </li>
          {journey.laterSources.map((entry) => (
            <li key={entry.source ?? ''} className="flex items-start gap-3">
              <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-border" aria-hidden />
              <span className="min-w-0">
                <span className="block text-xs text-muted">
                  {t('profile.journey.later', { date: formatDate(entry.firstDate, timeZone) })}
                </span>
                <span className="break-words font-medium text-fg">{source(entry.source)}</span>
                <span className="block text-xs text-muted">
                  {t('profile.journey.orders', { count: entry.orders })}
                </span>
              </span>
            </li>
          ))}
          {journey.laterSources.length === 0 && (
            <li className="text-xs text-muted">{t('profile.journey.noLater')}</li>
          )}
        </ol>
      </CardBody>
    </Card>
  );
}

function RfmCard({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation(['customers', 'analyticsCustomers']);
  const { rfm } = profile;
  return (
    <Card>
      <CardHeader title={t('profile.rfm.title')} description={t('profile.rfm.description')} />
      <CardBody>
        {rfm ? (
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-3 gap-2 text-center">
              {(['recency', 'frequency', 'monetary'] as const).map((score) => (
                <div key={score} className="rounded-lg bg-surface-2 px-2 py-2">
                  <span className="block text-xs text-muted">{t(`profile.rfm.${score}`)}</span>
                  <span className="text-xl font-semibold text-fg tabular">{rfm[score]}</span>
                </div>
              ))}
            </div>
            <p className="text-sm">
              <span className="font-medium text-fg">
                {t(`analyticsCustomers:rfm.segments.${rfm.segment}.name`)}
              </span>
              <span className="block text-muted">
                {t(`analyticsCustomers:rfm.segments.${rfm.segment}.action`)}
              </span>
            </p>
            <Link
              to={`/analytics/customer/rfm?segment=${rfm.segment}`}
              className="text-sm text-accent hover:underline"
            >
              {t('profile.rfm.segmentLink')}
            </Link>
            <SegmentHistory history={profile.rfmHistory} />
          </div>
        ) : (
          <p className="flex items-start gap-2 text-sm text-muted">
            <ShieldAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t('profile.rfm.none')}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Skeleton className="h-16 w-80" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-48 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
