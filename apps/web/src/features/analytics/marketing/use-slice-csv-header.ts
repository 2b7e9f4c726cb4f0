import { useTranslation } from 'react-i18next';

/** The CSV header matching `sliceCsvCells`, after the name column. */
export function useSliceCsvHeader(nameHeader: string): string[] {
  const { t } = useTranslation('analyticsMarketing');
  return [
    nameHeader,
    ...[
      'adSpend',
      'revenue',
      'grossProfit',
      'poas',
      'roas',
      'pno',
      'orders',
      'costPerOrder',
      'newCustomers',
      'costPerNewCustomer',
      'impressions',
      'clicks',
      'platformConversions',
      'platformConversionValue',
    ].map((key) => t(`columns.${key}`)),
  ];
}
