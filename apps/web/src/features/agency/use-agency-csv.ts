import type { AgencyShopRow } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import type { CsvCell } from '../analytics/shared/download-csv.ts';

const COLUMNS = [
  'shop',
  'project',
  'domain',
  'currency',
  'revenue',
  'revenueBefore',
  'grossProfit',
  'grossProfitBefore',
  'adSpend',
  'adSpendBefore',
  'poas',
  'poasBefore',
  'pno',
  'orders',
  'budget',
  'alerts',
] as const;

/** The table as CSV: raw numbers (budget use as a fraction), empty cells where a ratio has none. */
export function useAgencyCsv(rows: readonly AgencyShopRow[]) {
  const { t } = useTranslation('agency');
  const header = COLUMNS.map((column) => t(`columns.${column}`));
  const cells = rows.map((row): CsvCell[] => [
    row.shop.name,
    row.shop.projectName,
    row.shop.storeDomain,
    row.shop.currency,
    row.figures.revenue,
    row.previous.revenue,
    row.figures.grossProfit,
    row.previous.grossProfit,
    row.figures.adSpend,
    row.previous.adSpend,
    row.figures.poas,
    row.previous.poas,
    row.figures.pno,
    row.figures.orders,
    row.budget?.use ?? null,
    row.openAlerts,
  ]);
  return { fileName: t('csv.fileName'), header, rows: cells };
}
