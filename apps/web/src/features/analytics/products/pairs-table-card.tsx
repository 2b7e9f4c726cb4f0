import {
  PAIR_LIST_LIMIT,
  type PairSort,
  type ProductCrossSellReport,
  type ProductPair,
} from '@ziskomer/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { LiftBadge } from './bought-together-card.tsx';
import { toCsvNumber, toCsvPercent } from './csv-values.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { ProductName } from './product-name.tsx';

/** The minimum pair counts offered; the report's default (3) among them. */
export const MIN_PAIR_CHOICES = [1, 2, 3, 5, 10, 20, 50] as const;

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, value < 0.1 ? 1 : 0));

/**
 * The top pairs by frequency, lift or the stronger confidence (ranked on the server: the headers
 * change the URL's `sort`), among pairs bought together at least the chosen minimum of times.
 */
export function PairsTableCard({
  data,
  currency,
  onSort,
  onMinPairs,
}: {
  data: ProductCrossSellReport;
  currency: string;
  onSort: (sort: PairSort) => void;
  onMinPairs: (value: number) => void;
}) {
  const { t } = useTranslation('analyticsProducts');
  const selectId = useId();
  const choices: number[] = MIN_PAIR_CHOICES.includes(data.minPairOrders as (typeof MIN_PAIR_CHOICES)[number])
    ? [...MIN_PAIR_CHOICES]
    : [...MIN_PAIR_CHOICES, data.minPairOrders].sort((a, b) => a - b);
  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('crossSell.pairs.title')}
        description={t('crossSell.pairs.description', {
          limit: PAIR_LIST_LIMIT,
          sort: t(`crossSell.pairs.sort.${data.sort}`),
          total: formatNumber(data.totals.pairs),
        })}
        actions={
          <>
            <label htmlFor={selectId} className="sr-only">
              {t('crossSell.pairs.minPairs')}
            </label>
            <span className="hidden text-xs text-muted md:inline" aria-hidden>
              {t('crossSell.pairs.minPairs')}
            </span>
            <select
              id={selectId}
              title={t('crossSell.pairs.minPairsHint')}
              value={data.minPairOrders}
              onChange={(event) => onMinPairs(Number(event.target.value))}
              className="h-8 rounded-md border border-border bg-surface px-2 text-sm text-fg shadow-sm focus-visible:outline-2 focus-visible:outline-accent"
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {`≥ ${choice}`}
                </option>
              ))}
            </select>
            <CsvButton
              fileName={`${t('crossSell.pairs.csvFile')}.csv`}
              header={[
                `${t('crossSell.pairs.productA')} – ${t('columns.code')}`,
                t('crossSell.pairs.productA'),
                `${t('crossSell.pairs.productB')} – ${t('columns.code')}`,
                t('crossSell.pairs.productB'),
                t('crossSell.pairs.frequency'),
                t('crossSell.pairs.support'),
                `${t('crossSell.pairs.confidence')} A→B`,
                `${t('crossSell.pairs.confidence')} B→A`,
                t('crossSell.pairs.lift'),
                t('crossSell.pairs.avgOrder'),
              ]}
              rows={data.pairs.map((pair) => [
                pair.productA.key,
                pair.productA.name,
                pair.productB.key,
                pair.productB.name,
                pair.pairOrders,
                toCsvPercent(pair.support),
                toCsvPercent(pair.confidenceAB),
                toCsvPercent(pair.confidenceBA),
                toCsvNumber(pair.lift),
                toCsvNumber(pair.avgOrderValue),
              ])}
            />
          </>
        }
      />
      {data.pairs.length === 0 ? (
        <EmptyPeriod message={t('crossSell.pairs.empty', { count: data.minPairOrders })} />
      ) : (
        <DataTable<ProductPair>
          label={t('crossSell.pairs.label')}
          className="max-h-[36rem]"
          rows={data.pairs}
          rowKey={(pair) => `${pair.productA.key}\u0000${pair.productB.key}`}
          minWidth={900}
          sort={{ column: data.sort, direction: 'desc' }}
          onSort={(column) => onSort(column as PairSort)}
          columns={[
            {
              id: 'pair',
              header: `${t('crossSell.pairs.productA')} + ${t('crossSell.pairs.productB')}`,
              cell: (pair) => (
                <span className="flex flex-col gap-1">
                  <ProductName name={pair.productA.name} code={pair.productA.key} />
                  <ProductName name={pair.productB.name} code={pair.productB.key} />
                </span>
              ),
            },
            {
              id: 'frequency',
              header: t('crossSell.pairs.frequency'),
              definition: t('crossSell.pairs.frequencyDefinition'),
              numeric: true,
              sortable: true,
              cell: (pair) => <span className="font-medium text-fg">{formatNumber(pair.pairOrders)}</span>,
            },
            {
              id: 'support',
              header: t('crossSell.pairs.support'),
              definition: t('crossSell.pairs.supportDefinition'),
              numeric: true,
              cell: (pair) => percent(pair.support),
            },
            {
              id: 'confidence',
              header: t('crossSell.pairs.confidence'),
              definition: t('crossSell.pairs.confidenceDefinition'),
              numeric: true,
              sortable: true,
              cell: (pair) => (
                <span className="flex flex-col items-end gap-1">
                  <span>
                    <span className="text-muted">A→B </span>
                    {percent(pair.confidenceAB)}
                  </span>
                  <span>
                    <span className="text-muted">B→A </span>
                    {percent(pair.confidenceBA)}
                  </span>
                </span>
              ),
            },
            {
              id: 'lift',
              header: t('crossSell.pairs.lift'),
              definition: t('crossSell.pairs.liftDefinition'),
              numeric: true,
              sortable: true,
              cell: (pair) => (pair.lift === null ? '—' : <LiftBadge lift={pair.lift} />),
            },
            {
              id: 'avgOrder',
              header: t('crossSell.pairs.avgOrder'),
              definition: t('crossSell.pairs.avgOrderDefinition'),
              numeric: true,
              cell: (pair) => (pair.avgOrderValue === null ? '—' : formatMoney(pair.avgOrderValue, currency)),
            },
          ]}
        />
      )}
    </Card>
  );
}
