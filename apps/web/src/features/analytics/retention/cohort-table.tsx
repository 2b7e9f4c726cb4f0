import type { CustomerCohortsReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { type CohortMetric, cohortCellValue, cohortColumns } from './cohort-values.ts';
import { formatMonth } from './format-month.ts';

/**
 * The cohort map's numbers as a table: the cohort column stays pinned while the months scroll
 * sideways; the last row holds the weighted average (retention and revenue per customer only,
 * as sums of different cohort sizes say nothing for revenue or margin).
 */
export function CohortTable({
  data,
  metric,
  format,
}: {
  data: CustomerCohortsReport;
  metric: CohortMetric;
  format: (value: number, compact?: boolean) => string;
}) {
  const { t } = useTranslation('analyticsRetention');
  const columns = cohortColumns(data.cohorts);
  const offsets = Array.from({ length: columns }, (_, offset) => offset);
  const average = (offset: number) => {
    const row = data.averages.find((entry) => entry.offset === offset);
    if (!row) return '';
    if (metric === 'retention' && row.retention !== null) return format(row.retention);
    if (metric === 'cumulative' && row.cumulativeRevenuePerCustomer !== null) {
      return format(row.cumulativeRevenuePerCustomer);
    }
    return '';
  };
  const head =
    'sticky top-0 z-10 border-b border-border bg-surface px-2.5 py-2 text-xs font-medium text-muted';
  const pinned = 'sticky left-0 z-10 bg-surface';
  return (
    <table className="w-full border-separate border-spacing-0 text-[13px] leading-5">
      <thead>
        <tr>
          <th scope="col" className={`${head} ${pinned} z-20 text-left`}>
            {t('cohorts.matrix.cohort')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('cohorts.matrix.size')}
          </th>
          {offsets.map((offset) => (
            <th
              key={offset}
              scope="col"
              className={`${head} text-right`}
              title={t('cohorts.matrix.monthTitle', { offset })}
            >
              {t('cohorts.matrix.month', { offset })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.cohorts.map((row) => (
          <tr key={row.cohortMonth}>
            <th
              scope="row"
              className={`${pinned} border-b border-border px-2.5 py-1.5 text-left font-medium text-fg`}
            >
              {formatMonth(row.cohortMonth)}
            </th>
            <td className="border-b border-border px-2.5 py-1.5 text-right tabular text-fg">
              {formatNumber(row.customers)}
            </td>
            {offsets.map((offset) => {
              const cell = row.cells[offset];
              return (
                <td key={offset} className="border-b border-border px-2.5 py-1.5 text-right tabular text-fg">
                  {cell ? format(cohortCellValue(cell, metric), true) : ''}
                </td>
              );
            })}
          </tr>
        ))}
        {(metric === 'retention' || metric === 'cumulative') && (
          <tr>
            <th scope="row" className={`${pinned} px-2.5 py-1.5 text-left font-semibold text-fg`}>
              {t('cohorts.matrix.average')}
            </th>
            <td className="px-2.5 py-1.5 text-right tabular font-semibold text-fg">
              {formatNumber(data.totals.customers)}
            </td>
            {offsets.map((offset) => (
              <td key={offset} className="px-2.5 py-1.5 text-right tabular font-semibold text-fg">
                {average(offset)}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}
