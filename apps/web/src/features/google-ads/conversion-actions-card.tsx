import type { GoogleAdsConversionAction } from '@ziskomer/contracts';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { FiguresTableCard } from '../google-products/figures-table-card.tsx';
import { useGoogleAdsOverview } from './use-google-ads.ts';

const humanise = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

/**
 * The chosen account's conversion actions (GAQL over `conversion_action`): what Google Ads
 * counts as a conversion, whether it counts in the campaigns' conversions (primary), and how often.
 */
export function ConversionActionsCard({ actions }: { actions: GoogleAdsConversionAction[] | null }) {
  const { t } = useTranslation('googleAds');
  return (
    <FiguresTableCard<GoogleAdsConversionAction>
      title={t('conversionActions.title')}
      description={t('conversionActions.description')}
      empty={actions === null ? t('conversionActions.notSynced') : t('conversionActions.empty')}
      icon={Target}
      rows={actions ?? []}
      rowKey={(action) => action.id}
      columns={[
        { label: t('conversionActions.name'), render: (action) => action.name },
        { label: t('conversionActions.category'), render: (action) => humanise(action.category) },
        {
          label: t('conversionActions.counting'),
          render: (action) =>
            action.countingType === 'ONE_PER_CLICK' || action.countingType === 'MANY_PER_CLICK'
              ? t(`conversionActions.countingTypes.${action.countingType}`)
              : humanise(action.countingType),
        },
        {
          label: t('conversionActions.status'),
          render: (action) => (
            <span className="flex flex-wrap gap-1.5">
              <Badge tone={action.primary ? 'accent' : 'neutral'}>
                {action.primary ? t('conversionActions.primary') : t('conversionActions.secondary')}
              </Badge>
              {action.status !== 'ENABLED' && <Badge tone="warning">{humanise(action.status)}</Badge>}
            </span>
          ),
        },
      ]}
    />
  );
}

/** The card under /google-ads once an account is chosen (the overview is the connection card's query). */
export function GoogleAdsConversionActions({ shopId }: { shopId: string }) {
  const overview = useGoogleAdsOverview(shopId);
  if (!overview.data?.connection || !overview.data.selection) return null;
  return <ConversionActionsCard actions={overview.data.conversionActions} />;
}
