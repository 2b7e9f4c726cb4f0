import type { ChannelDay } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/charts/echart.tsx';
import { buildChannelDaysOption } from './channel-days-option.ts';

/** A channel's cost by day (bars) with the value of the conversions it reports (line); today marked as incomplete. */
export function ChannelDaysChart({
  days,
  currency,
  timeZone,
  labels,
}: {
  days: ChannelDay[];
  currency: string;
  /** The shop's zone: its today is the day still under way. */
  timeZone: string;
  labels: { cost: string; conversionValue: string; chart: string };
}) {
  const { t } = useTranslation('analytics');
  const today = getZonedDay(new Date(), timeZone);
  const incompleteDay = t('incompleteBucket.day');
  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]) =>
      buildChannelDaysOption({ days, currency, labels: { ...labels, incompleteDay }, today, theme }),
    [days, currency, labels, incompleteDay, today],
  );
  return <EChart build={build} height={280} label={labels.chart} />;
}
