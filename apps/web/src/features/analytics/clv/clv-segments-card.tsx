import type { ClvForecastData, ClvForecastGroup } from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { customerPalette, SEGMENT_COLOURS } from '../customers/customer-palette.ts';
import { SegmentedControl } from '../customers/segmented-control.tsx';
import { CsvButton } from '../shared/csv-button.tsx';
import { DefinitionTitle } from './definition-title.tsx';
import { shareOfTotal } from './format-clv.ts';
import { usePurchasesLabel } from './use-purchases-label.ts';

type Dimension = 'tiers' | 'churn' | 'rfm';

interface Row extends ClvForecastGroup {
  key: string;
  label: string;
  color: string;
}

/** The forecast summed per tier, churn risk or RFM segment, with each group's share of the value. */
export function ClvSegmentsCard({ forecast, currency }: { forecast: ClvForecastData; currency: string }) {
  const { t } = useTranslation(['analyticsClv', 'analyticsCustomers']);
  const { dark } = useTheme();
  const palette = customerPalette(dark);
  const [dimension, setDimension] = useState<Dimension>('tiers');
  const rows: Row[] =
    dimension === 'tiers'
      ? forecast.tiers.map((group) => ({
          ...group,
          key: group.tier,
          label: t(`analyticsCustomers:overview.tiers.${group.tier}`),
          color: palette.tier[group.tier],
        }))
      : dimension === 'churn'
        ? forecast.churn.map((group) => ({
            ...group,
            key: group.risk,
            label: t(`analyticsCustomers:overview.churn.${group.risk}`),
            color: palette.churn[group.risk],
          }))
        : forecast.rfm.map((group) => ({
            ...group,
            key: group.segment,
            label: t(`analyticsCustomers:rfm.segments.${group.segment}.name`),
            color: SEGMENT_COLOURS[group.segment].fill,
          }));
  // The longer horizon when the history allows it, else 90 days.
  const long = forecast.horizons.some((horizon) => horizon.days === 365 && horizon.status === 'ok');
  const comparedValue = (row: ClvForecastGroup) => (long ? row.expectedValue365 : row.expectedValue90) ?? 0;
  const total = rows.reduce((sum, row) => sum + comparedValue(row), 0);

  const purchases = usePurchasesLabel();
  const number = (value: number | null, digits = 0) => (value === null ? '—' : formatNumber(value, digits));
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const header = [
    t('segments.group'),
    t('segments.customers'),
    t('segments.probabilityAlive'),
    t('segments.purchases90'),
    t('segments.value90'),
    t('segments.purchases365'),
    t('segments.value365'),
  ];
  const csvRows = rows.map((row) => [
    row.label,
    row.customers,
    row.averageProbabilityAlive,
    row.expectedPurchases90,
    row.expectedValue90,
    row.expectedPurchases365,
    row.expectedValue365,
  ]);

  return (
    <Card className="min-w-0">
      <CardHeader
        title={<DefinitionTitle title={t('segments.title')} definition={t('definitions.segments')} />}
        description={t('segments.description')}
        actions={
          <div className="flex flex-wrap items-center gap-2 whitespace-nowrap">
            <SegmentedControl
              legend={t('segments.show')}
              value={dimension}
              onChange={setDimension}
              options={(['tiers', 'churn', 'rfm'] as const).map((value) => ({
                value,
                label: t(`segments.${value}`),
              }))}
            />
            <CsvButton fileName={`${t('segments.csvName')}-${dimension}`} header={header} rows={csvRows} />
          </div>
        }
      />
      <ul className="divide-y divide-border sm:hidden">
        {rows.map((row) => (
          <li
            key={row.key}
            className={cn(
              'flex items-start justify-between gap-3 px-5 py-3 text-sm',
              row.customers === 0 && 'text-muted',
            )}
          >
            <span className="flex min-w-0 items-start gap-2">
              <span
                aria-hidden
                className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-sm"
                style={{ background: row.color }}
              />
              <span className="min-w-0">
                <span className={cn('block font-medium', row.customers > 0 && 'text-fg')}>{row.label}</span>
                <span className="block text-xs text-muted">
                  {t('customersCount', { count: row.customers, formatted: formatNumber(row.customers) })}
                </span>
              </span>
            </span>
            <span className="shrink-0 text-right">
              <span className="block font-medium text-fg tabular">
                {money(long ? row.expectedValue365 : row.expectedValue90)}
              </span>
              <span className="block text-xs text-muted tabular">
                {t('segments.phoneValue', {
                  purchases: purchases((long ? row.expectedPurchases365 : row.expectedPurchases90) ?? 0),
                  alive:
                    row.averageProbabilityAlive === null
                      ? '—'
                      : formatPercent(row.averageProbabilityAlive, 0),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[760px] text-sm">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="py-2.5 pl-5 font-medium">{t('segments.group')}</th>
              <th className="py-2.5 text-right font-medium">{t('segments.customers')}</th>
              <th className="py-2.5 pl-3 text-right font-medium">{t('segments.probabilityAlive')}</th>
              <th className="py-2.5 pl-3 text-right font-medium">{t('segments.purchases90')}</th>
              <th className="py-2.5 pl-3 text-right font-medium">{t('segments.value90')}</th>
              <th className="py-2.5 pl-3 text-right font-medium">{t('segments.purchases365')}</th>
              <th className="py-2.5 pl-3 text-right font-medium">{t('segments.value365')}</th>
              <th className="py-2.5 pr-5 pl-3 text-right font-medium">
                {t(long ? 'segments.perCustomer' : 'segments.perCustomer90')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const share = shareOfTotal(comparedValue(row), total);
              const empty = row.customers === 0;
              return (
                <tr key={row.key} className={cn('border-t border-border', empty && 'text-muted')}>
                  <td className="py-2.5 pl-5">
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden
                        className="h-2.5 w-2.5 shrink-0 rounded-sm"
                        style={{ background: row.color }}
                      />
                      <span className={cn('font-medium', !empty && 'text-fg')}>{row.label}</span>
                    </span>
                  </td>
                  <td className="py-2.5 text-right">{formatNumber(row.customers)}</td>
                  <td className="py-2.5 pl-3 text-right">
                    {row.averageProbabilityAlive === null
                      ? '—'
                      : formatPercent(row.averageProbabilityAlive, 0)}
                  </td>
                  <td className="py-2.5 pl-3 text-right">{number(row.expectedPurchases90, 0)}</td>
                  <ValueCell value={money(row.expectedValue90)} share={long ? null : share} />
                  <td className="py-2.5 pl-3 text-right">{number(row.expectedPurchases365, 0)}</td>
                  <ValueCell value={money(row.expectedValue365)} share={long ? share : null} />
                  <td className="py-2.5 pr-5 pl-3 text-right">
                    {empty ? '—' : formatMoney(comparedValue(row) / row.customers, currency)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** Expected revenue, with a bar of its share when it is the column the card compares by. */
function ValueCell({ value, share }: { value: string; share: number | null }) {
  return (
    <td className="py-2.5 pl-3 text-right">
      <span className="inline-flex items-center justify-end gap-2">
        {share !== null && (
          <span aria-hidden className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-surface-2 md:block">
            <span
              className="block h-full rounded-full bg-accent/70"
              style={{ width: `${Math.min(1, share) * 100}%` }}
            />
          </span>
        )}
        <span className={cn(share !== null && 'font-medium')}>{value}</span>
      </span>
    </td>
  );
}
