import type { ClvFormula } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { customerPalette } from '../customers/customer-palette.ts';
import { DefinitionTitle } from './definition-title.tsx';
import { shareOfTotal } from './format-clv.ts';

type Props =
  | { kind: 'tiers'; groups: ClvFormula['tiers']; currency: string }
  | { kind: 'churn'; groups: ClvFormula['churn']; currency: string };

/**
 * Formula CLV per tier or per churn risk: customers, average and total CLV, with a bar of each
 * group's share of the total — where the shop's accumulated value sits, and how much of it is at risk.
 */
export function ClvFormulaGroupsCard(props: Props) {
  const { t } = useTranslation(['analyticsClv', 'analyticsCustomers']);
  const { dark } = useTheme();
  const palette = customerPalette(dark);
  const rows =
    props.kind === 'tiers'
      ? props.groups.map((group) => ({
          ...group,
          key: group.tier,
          label: t(`analyticsCustomers:overview.tiers.${group.tier}`),
          color: palette.tier[group.tier],
        }))
      : props.groups.map((group) => ({
          ...group,
          key: group.risk,
          label: t(`analyticsCustomers:overview.churn.${group.risk}`),
          color: palette.churn[group.risk],
        }));
  const customers = rows.reduce((sum, row) => sum + row.customers, 0);
  const total = rows.reduce((sum, row) => sum + row.totalClv, 0);
  const title = t(props.kind === 'tiers' ? 'groups.tiersTitle' : 'groups.churnTitle');
  return (
    <Card className="min-w-0">
      <CardHeader
        title={<DefinitionTitle title={title} definition={t(`definitions.${props.kind}`)} />}
        description={t(props.kind === 'tiers' ? 'groups.tiersDescription' : 'groups.churnDescription')}
      />
      <div className="flex flex-col gap-4 px-5 py-4">
        <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-surface-2">
          {rows.map((row) => (
            <span
              key={row.key}
              style={{ width: `${shareOfTotal(row.totalClv, total) * 100}%`, background: row.color }}
            />
          ))}
        </div>
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="py-1.5 font-medium">{t('groups.group')}</th>
              <th className="py-1.5 text-right font-medium">{t('groups.customers')}</th>
              <th className="py-1.5 pl-3 text-right font-medium">{t('groups.average')}</th>
              <th className="py-1.5 pl-3 text-right font-medium">{t('groups.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-border">
                <td className="py-2">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden
                      className="h-2.5 w-2.5 shrink-0 rounded-sm"
                      style={{ background: row.color }}
                    />
                    <span className="font-medium text-fg">{row.label}</span>
                  </span>
                </td>
                <td className="py-2 text-right">
                  {formatNumber(row.customers)}
                  <span className="block text-xs text-muted">
                    {formatPercent(shareOfTotal(row.customers, customers), 0)}
                  </span>
                </td>
                <td className="py-2 pl-3 text-right">
                  {row.averageClv === null ? '—' : formatMoney(row.averageClv, props.currency)}
                </td>
                <td className="py-2 pl-3 text-right">
                  <span className="font-medium text-fg">{formatMoney(row.totalClv, props.currency)}</span>
                  <span className="block text-xs text-muted">
                    {formatPercent(shareOfTotal(row.totalClv, total), 0)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
