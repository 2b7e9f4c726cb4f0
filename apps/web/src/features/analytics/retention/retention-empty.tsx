import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** The shop has orders, but nobody placed a first order in the chosen period. */
export function RetentionEmptyPeriod() {
  const { t } = useTranslation('analyticsRetention');
  return (
    <Card>
      <EmptyState
        className="py-14"
        icon={UserPlus}
        title={t('emptyPeriod.title')}
        description={t('emptyPeriod.description')}
      />
    </Card>
  );
}

/** The footnote every retention report carries: which orders count. */
export function RetentionNote() {
  const { t } = useTranslation('analyticsRetention');
  return <p className="text-xs text-muted">{t('noCustomerNote')}</p>;
}
