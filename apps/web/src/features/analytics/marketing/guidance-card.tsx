import type { MarketingReport } from '@ziskomer/contracts';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { CreateTaskButton } from '../../tasks/create-task-button.tsx';
import { formatMultiple, formatPno } from './format-marketing.ts';

type Line = {
  key: string;
  subject: string;
  guidance: MarketingReport['channels'][number]['guidance'][number];
  poas: number | null;
  pno: number | null;
};

/**
 * The SPEC §9 guidance where it applies — PNO above 40 % (pause or optimise), POAS below break-even
 * — for each channel and campaign, each one click away from the to-do list.
 */
export function GuidanceCard({ report }: { report: MarketingReport }) {
  const { t } = useTranslation('analyticsMarketing');
  const location = useLocation();
  const lines: Line[] = [
    ...report.channels.flatMap((row) =>
      row.guidance.map((guidance) => ({
        key: `channel/${row.channel}/${guidance}`,
        subject: t(`channel.${row.channel}`),
        guidance,
        poas: row.poas,
        pno: row.pno,
      })),
    ),
    ...report.campaigns.flatMap((row) =>
      row.guidance.map((guidance) => ({
        key: `campaign/${row.channel}/${row.account}/${row.campaign}/${guidance}`,
        subject: `${row.campaign || t('campaigns.unnamed')} (${t(`channel.${row.channel}`)})`,
        guidance,
        poas: row.poas,
        pno: row.pno,
      })),
    ),
  ];
  if (lines.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('guidance.title')} description={t('guidance.description')} />
      <ul className="divide-y divide-border">
        {lines.map((line) => {
          const text = t(`guidance.${line.guidance}.text`, {
            subject: line.subject,
            poas: formatMultiple(line.poas),
            pno: formatPno(line.pno),
            limit: formatPno(report.pnoLimitPercent),
          });
          return (
            <li key={line.key} className="flex flex-col gap-3 px-5 py-3.5 sm:flex-row sm:items-center">
              <Lightbulb aria-hidden className="hidden h-4 w-4 shrink-0 text-warning sm:block" />
              <p className="min-w-0 flex-1 text-sm text-fg">{text}</p>
              <CreateTaskButton
                title={t(`guidance.${line.guidance}.task`, { subject: line.subject })}
                description={text}
                category="marketing"
                priority={line.guidance === 'poas_below_break_even' ? 'high' : 'medium'}
                sourceUrl={`${location.pathname}${location.search}`}
                sourceContext={t('guidance.source')}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
