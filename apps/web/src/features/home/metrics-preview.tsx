import type { LucideIcon } from 'lucide-react';
import { BarChart3, Percent, ShoppingCart, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';

const METRICS: { key: 'revenue' | 'poas' | 'orders' | 'margin'; icon: LucideIcon }[] = [
  { key: 'revenue', icon: TrendingUp },
  { key: 'poas', icon: BarChart3 },
  { key: 'orders', icon: ShoppingCart },
  { key: 'margin', icon: Percent },
];

/**
 * The headline metrics as they will appear, empty: no orders exist yet, so no number is invented
 * and the card says what fills it.
 */
export function MetricsPreview() {
  const { t } = useTranslation('home');
  return (
    <Card>
      <CardHeader title={t('metrics.title')} description={t('metrics.description')} />
      <ul className="grid grid-cols-2 divide-border lg:grid-cols-4 [&>li]:border-border">
        {METRICS.map(({ key, icon: Icon }, index) => (
          <li
            key={key}
            className={[
              'flex flex-col gap-2 px-5 py-4',
              index % 2 === 1 ? 'border-l' : '',
              index >= 2 ? 'border-t lg:border-t-0' : '',
              index === 2 ? 'lg:border-l' : '',
            ].join(' ')}
          >
            <span className="flex items-center gap-1.5 text-xs font-medium text-muted">
              <Icon aria-hidden className="h-3.5 w-3.5" />
              {t(`metrics.${key}`)}
            </span>
            <span className="text-2xl font-semibold text-muted/60 tabular">
              <span aria-hidden>—</span>
              <span className="sr-only">{t('metrics.noData')}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
