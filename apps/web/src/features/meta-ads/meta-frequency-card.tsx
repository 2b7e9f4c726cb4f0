import { META_FREQUENCY_OPTIMAL, type MetaOverview } from '@ziskomer/contracts';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { frequencyBand } from './frequency-band.ts';

const BADGE = { low: 'neutral', optimal: 'accent', high: 'warning' } as const;

/**
 * SPEC §9 social-ads guidance: each campaign's frequency over the last 7 days on a scale with the
 * optimum of 1–3 a week shaded, and a warning for the campaigns above it.
 */
export function MetaFrequencyCard({ week }: { week: NonNullable<MetaOverview['week']> }) {
  const { t } = useTranslation('metaAds');
  const campaigns = week.campaigns.filter((campaign) => campaign.impressions > 0);
  const scale = Math.max(5, Math.ceil(Math.max(0, ...campaigns.map((campaign) => campaign.frequency)) + 0.5));
  const at = (value: number) => `${(Math.min(value, scale) / scale) * 100}%`;
  const high = campaigns.filter((campaign) => frequencyBand(campaign.frequency) === 'high').length;
  return (
    <Card>
      <CardHeader title={t('frequency.title')} description={t('frequency.description')} />
      <div className="flex flex-col gap-4 px-5 py-4">
        {campaigns.length === 0 ? (
          <p className="text-sm text-muted">{t('frequency.empty')}</p>
        ) : (
          <>
            <p
              className={cn(
                'flex gap-2 rounded-lg px-3 py-2 text-sm',
                high > 0 ? 'bg-warning-soft text-fg' : 'bg-accent-soft text-fg',
              )}
            >
              {high > 0 ? (
                <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
              ) : (
                <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              )}
              {high > 0 ? t('frequency.warning', { count: high }) : t('frequency.allGood')}
            </p>
            <ul className="flex flex-col gap-3">
              {campaigns.map((campaign) => {
                const band = frequencyBand(campaign.frequency);
                return (
                  <li key={campaign.campaignId || campaign.campaign} className="flex flex-col gap-1.5">
                    <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                      <span className="min-w-0 truncate font-medium text-fg">{campaign.campaign}</span>
                      <span className="flex items-center gap-2 text-xs text-muted">
                        {t('frequency.reach', { reach: formatNumber(campaign.reach) })}
                        <Badge tone={BADGE[band]}>
                          {formatNumber(campaign.frequency, 1)}× · {t(`frequency.${band}`)}
                        </Badge>
                      </span>
                    </div>
                    <div aria-hidden className="relative h-2.5 rounded-full bg-surface-2">
                      <div
                        className="absolute inset-y-0 rounded-full bg-accent/20"
                        style={{
                          left: at(META_FREQUENCY_OPTIMAL.min),
                          width: `calc(${at(META_FREQUENCY_OPTIMAL.max)} - ${at(META_FREQUENCY_OPTIMAL.min)})`,
                        }}
                      />
                      <div
                        className={cn(
                          'absolute inset-y-0 left-0 rounded-full',
                          band === 'high' ? 'bg-warning' : band === 'optimal' ? 'bg-accent' : 'bg-muted/60',
                        )}
                        style={{ width: at(campaign.frequency) }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <div aria-hidden className="relative h-4 text-[0.7rem] text-muted">
              {[0, META_FREQUENCY_OPTIMAL.min, META_FREQUENCY_OPTIMAL.max, scale].map((mark) => (
                <span
                  key={mark}
                  className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
                  style={{ left: at(mark) }}
                >
                  {mark}×
                </span>
              ))}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
