import type { MarketingReport } from '@ziskomer/contracts';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CsvButton } from '../shared/csv-button.tsx';
import { SliceTable, sliceCsvCells } from './slice-table.tsx';
import { useSliceCsvHeader } from './use-slice-csv-header.ts';

/** Campaigns with spend in the period, by spend; orders matched by source and campaign name. */
export function CampaignsCard({
  campaigns,
  currency,
  breakEvenPoas,
}: {
  campaigns: MarketingReport['campaigns'];
  currency: string;
  breakEvenPoas: number;
}) {
  const { t } = useTranslation('analyticsMarketing');
  const header = useSliceCsvHeader(t('columns.campaign'));
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={t('campaigns.title')}
        description={t('campaigns.description')}
        actions={
          <CsvButton
            fileName="kampane.csv"
            header={[t('columns.channel'), t('columns.account'), ...header]}
            rows={campaigns.map((row) => [
              t(`channel.${row.channel}`),
              row.account,
              row.campaign || t('campaigns.unnamed'),
              ...sliceCsvCells(row),
            ])}
          />
        }
      />
      {campaigns.length === 0 ? (
        <EmptyState className="py-10" icon={Megaphone} title={t('campaigns.empty')} />
      ) : (
        <SliceTable
          nameHeader={t('columns.campaign')}
          currency={currency}
          breakEvenPoas={breakEvenPoas}
          rows={campaigns.map((row) => ({
            key: `${row.channel}/${row.account}/${row.campaign}`,
            name: (
              <span>
                {row.campaign || t('campaigns.unnamed')}
                <span className="ml-2 text-xs font-normal text-muted">
                  {t(`channel.${row.channel}`)}
                  {row.account && ` · ${row.account}`}
                </span>
              </span>
            ),
            slice: row,
          }))}
        />
      )}
    </Card>
  );
}
