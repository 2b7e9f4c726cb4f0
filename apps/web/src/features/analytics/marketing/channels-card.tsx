import type { MarketingReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { CsvButton } from '../shared/csv-button.tsx';
import { SliceTable, sliceCsvCells } from './slice-table.tsx';
import { useSliceCsvHeader } from './use-slice-csv-header.ts';

/** Every channel with spend or attributed orders, and the orders no channel claims. */
export function ChannelsCard({
  channels,
  currency,
  breakEvenPoas,
}: {
  channels: MarketingReport['channels'];
  currency: string;
  breakEvenPoas: number;
}) {
  const { t } = useTranslation('analyticsMarketing');
  const header = useSliceCsvHeader(t('columns.channel'));
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={t('channels.title')}
        description={t('channels.description')}
        actions={
          <CsvButton
            fileName="kanaly.csv"
            header={header}
            rows={channels.map((row) => [t(`channel.${row.channel}`), ...sliceCsvCells(row)])}
          />
        }
      />
      <SliceTable
        nameHeader={t('columns.channel')}
        currency={currency}
        breakEvenPoas={breakEvenPoas}
        rows={channels.map((row) => ({ key: row.channel, name: t(`channel.${row.channel}`), slice: row }))}
      />
    </Card>
  );
}
