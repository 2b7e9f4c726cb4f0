import type { Shop } from '@ziskomer/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatPercent } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import {
  clearFieldIssue,
  type FieldIssues,
  getIssueMessageKey,
  readServerFieldIssues,
} from './field-issues.ts';
import { FormSection, SwitchRow } from './form-section.tsx';
import { formatOrderMoney } from './format-order-values.ts';
import {
  buildOrderInput,
  createOrderDraft,
  createOrderLine,
  getOrderTotals,
  type OrderDraft,
  type OrderDraftText,
  type OrderLineDraft,
} from './order-draft.ts';
import { OrderLinesEditor } from './order-lines-editor.tsx';
import { DEFAULT_ORDERS_VIEW, writeOrdersView } from './orders-view.ts';
import { useCreateOrder } from './use-create-order.ts';
import { useOrderFacets } from './use-orders.ts';

const CURRENCIES = ['CZK', 'EUR', 'USD', 'GBP', 'PLN', 'HUF'];

let lineCounter = 0;
const nextLineId = () => `line-${++lineCounter}`;

/** Contact details a link may bring along (from a customer just entered). */
export type OrderCustomerPrefill = Partial<
  Pick<
    OrderDraft,
    'customerEmail' | 'customerName' | 'customerPhone' | 'customerCity' | 'customerCountry' | 'customerZip'
  >
>;

/**
 * The order form (/orders/new): checked here with the API's contract, sent to POST …/orders, the
 * server's 422 issues shown at their fields. Disabled, with the reason above it, for a viewer.
 */
export function OrderForm({
  shop,
  canEdit,
  prefill,
}: {
  shop: Shop;
  canEdit: boolean;
  prefill?: OrderCustomerPrefill;
}) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const create = useCreateOrder(shop.id);
  const facets = useOrderFacets(shop.id);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() =>
    createOrderDraft({
      now: new Date(),
      timeZone: shop.timeZone,
      currency: CURRENCIES.includes(shop.currency) ? shop.currency : 'CZK',
      lineId: nextLineId(),
      customer: prefill,
    }),
  );
  const [issues, setIssues] = useState<FieldIssues>({});
  const totals = getOrderTotals(draft);

  const describe = (path: string) => {
    const code = issues[path];
    return code ? t(getIssueMessageKey(path, code)) : null;
  };
  const text = (name: OrderDraftText, path: string = name) => ({
    id: `order-${name}`,
    name,
    value: draft[name],
    error: describe(path),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setDraft((old) => ({ ...old, [name]: value }));
      setIssues((old) => clearFieldIssue(old, path));
    },
  });
  const changeLine = (index: number, field: Exclude<keyof OrderLineDraft, 'id'>, value: string) => {
    setDraft((old) => ({
      ...old,
      lines: old.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    }));
    setIssues((old) => clearFieldIssue(clearFieldIssue(old, `items.${index}.${field}`), 'revenue'));
  };
  const flag = (name: 'paid' | 'online' | 'cancelled') => ({
    id: `order-${name}`,
    checked: draft[name],
    onCheckedChange: (checked: boolean) => setDraft((old) => ({ ...old, [name]: checked })),
  });

  // After a failed check the first problem gets the focus (and is read out).
  const focusFirstIssue = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildOrderInput(draft);
    if (!built.ok) {
      setIssues(built.issues);
      focusFirstIssue();
      return;
    }
    create.mutate(built.input, {
      onSuccess: (order) => {
        notify.success(t('form.created', { id: order.orderId }));
        navigate(`/analytics/r-orders?${writeOrdersView({ ...DEFAULT_ORDERS_VIEW, q: order.orderId })}`);
      },
      onError: (error) => {
        const server =
          error instanceof ApiError && error.status === 409
            ? { orderId: 'order_exists' }
            : readServerFieldIssues(error);
        if (server) {
          setIssues(server);
          notify.warning(t('form.fixFields'));
          focusFirstIssue();
        } else {
          notifyError(error, t('form.failed'));
        }
      },
    });
  };

  const suggestions = (id: string, values: readonly { value: string }[] | undefined) => (
    <datalist id={id}>
      {values?.map((entry) => (
        <option key={entry.value} value={entry.value} />
      ))}
    </datalist>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-describedby={canEdit ? undefined : 'order-read-only'}>
      <fieldset
        disabled={!canEdit || create.isPending}
        className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <legend className="sr-only">{t('form.title')}</legend>
        <div className="flex min-w-0 flex-col gap-6">
          <FormSection title={t('form.sections.order')} description={t('form.sections.orderHint')}>
            <Field
              {...text('orderId')}
              label={t('form.orderId')}
              required
              maxLength={100}
              autoComplete="off"
            />
            <Field
              {...text('status')}
              label={t('form.status')}
              placeholder={t('form.statusPlaceholder')}
              list="order-status-options"
              maxLength={100}
              autoComplete="off"
            />
            <Field {...text('date', 'orderDate')} type="date" label={t('form.date')} required />
            <Field
              {...text('time', 'orderDate')}
              type="time"
              label={t('form.time')}
              error={null}
              hint={t('form.timeHint', { zone: shop.timeZone })}
            />
            <SelectField
              id="order-currency"
              label={t('form.currency')}
              value={draft.currency}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              onChange={(event) => setDraft((old) => ({ ...old, currency: event.target.value }))}
            />
            <div className="grid gap-2 sm:col-span-2 sm:grid-cols-3">
              <SwitchRow id="order-paid" label={t('form.paid')} control={<Switch {...flag('paid')} />} />
              <SwitchRow
                id="order-online"
                label={t('form.online')}
                control={<Switch {...flag('online')} />}
              />
              <SwitchRow
                id="order-cancelled"
                label={t('form.cancelled')}
                control={<Switch {...flag('cancelled')} />}
              />
            </div>
            {suggestions('order-status-options', facets.data?.statuses)}
          </FormSection>

          <FormSection title={t('form.sections.items')} description={t('form.sections.itemsHint')}>
            <OrderLinesEditor
              lines={draft.lines}
              currency={draft.currency}
              issues={issues}
              describe={describe}
              onChange={changeLine}
              onAdd={() => {
                setDraft((old) => ({ ...old, lines: [...old.lines, createOrderLine(nextLineId())] }));
                setIssues((old) => clearFieldIssue(old, 'items'));
              }}
              onRemove={(index) => {
                setDraft((old) => ({ ...old, lines: old.lines.filter((_, i) => i !== index) }));
                // Later lines move up: their issues no longer match their positions.
                setIssues((old) => clearFieldIssue(old, 'items'));
              }}
            />
          </FormSection>

          <FormSection title={t('form.sections.customer')} description={t('form.sections.customerHint')}>
            <Field
              {...text('customerEmail')}
              type="email"
              label={t('form.email')}
              autoComplete="off"
              maxLength={320}
            />
            <Field {...text('customerName')} label={t('form.name')} autoComplete="off" maxLength={200} />
            <Field
              {...text('customerPhone')}
              type="tel"
              label={t('form.phone')}
              autoComplete="off"
              maxLength={50}
            />
            <Field {...text('customerCity')} label={t('form.city')} autoComplete="off" maxLength={200} />
            <Field {...text('customerZip')} label={t('form.zip')} autoComplete="off" maxLength={20} />
            <Field
              {...text('customerCountry')}
              label={t('form.country')}
              autoComplete="off"
              maxLength={100}
            />
          </FormSection>

          <FormSection title={t('form.sections.channels')}>
            <Field
              {...text('paymentMethod')}
              label={t('form.paymentMethod')}
              list="order-payment-options"
              maxLength={200}
              autoComplete="off"
            />
            <Field
              {...text('shippingMethod')}
              label={t('form.shippingMethod')}
              list="order-shipping-options"
              maxLength={200}
              autoComplete="off"
            />
            <Field
              {...text('acquisitionSource')}
              label={t('form.source')}
              placeholder={t('form.sourcePlaceholder')}
              list="order-source-options"
              maxLength={200}
              autoComplete="off"
            />
            <Field
              {...text('acquisitionCampaign')}
              label={t('form.campaign')}
              maxLength={200}
              autoComplete="off"
            />
            {suggestions('order-payment-options', facets.data?.paymentMethods)}
            {suggestions('order-shipping-options', facets.data?.shippingMethods)}
            {suggestions('order-source-options', facets.data?.sources)}
          </FormSection>
        </div>

        <div className="lg:sticky lg:top-6 lg:self-start">
          <Card>
            <CardHeader title={t('form.summary.title')} />
            <CardBody className="flex flex-col gap-4">
              <dl className="flex flex-col gap-2 text-sm">
                <SummaryRow
                  label={t('form.summary.revenue')}
                  value={formatOrderMoney(totals.revenue, draft.currency)}
                  strong
                />
                <SummaryRow
                  label={t('form.summary.withoutVat')}
                  value={formatOrderMoney(totals.withoutVat, draft.currency)}
                />
                <SummaryRow
                  label={t('form.summary.vat')}
                  value={formatOrderMoney(totals.vat, draft.currency)}
                />
                <SummaryRow
                  label={t('form.summary.margin')}
                  value={formatOrderMoney(totals.margin, draft.currency)}
                  badge={totals.marginSource === 'estimate' ? t('form.summary.estimateBadge') : undefined}
                  note={
                    totals.marginPercent === null ? undefined : formatPercent(totals.marginPercent / 100, 1)
                  }
                />
              </dl>
              <p className="rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted" aria-live="polite">
                {totals.partialLineMargins
                  ? t('form.summary.marginPartial')
                  : t(`form.summary.marginFrom.${totals.marginSource}`)}
              </p>
              <Field
                {...text('margin')}
                label={t('form.orderMargin', { currency: draft.currency })}
                inputMode="decimal"
                placeholder={t('form.optional')}
                hint={t('form.orderMarginHint')}
                className="[&_input]:text-right [&_input]:tabular-nums"
              />
              {describe('revenue') && (
                <p role="alert" className="text-sm text-danger">
                  {describe('revenue')}
                </p>
              )}
              <div className="flex flex-col gap-2">
                <Button type="submit" loading={create.isPending} disabled={!canEdit}>
                  {create.isPending ? t('common:saving') : t('form.submit')}
                </Button>
                {/* A link, so that a disabled form (viewer) still lets the user leave. */}
                <Button variant="ghost" asChild>
                  <Link to="/analytics/r-orders">{t('common:cancel')}</Link>
                </Button>
              </div>
            </CardBody>
          </Card>
        </div>
      </fieldset>
    </form>
  );
}

function SummaryRow({
  label,
  value,
  note,
  badge,
  strong,
}: {
  label: string;
  value: string;
  note?: string;
  badge?: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="flex items-center gap-1.5 text-muted">
        {label}
        {badge && <Badge tone="warning">{badge}</Badge>}
      </dt>
      <dd className="text-right tabular-nums">
        <span className={strong ? 'text-base font-semibold text-fg' : 'font-medium text-fg'}>{value}</span>
        {note && <span className="ml-1.5 text-xs text-muted">{note}</span>}
      </dd>
    </div>
  );
}
