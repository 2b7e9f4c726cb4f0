import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Inside a card: the shop has orders, but none with products in the chosen period. */
export function EmptyPeriod({ message }: { message?: string }) {
  const { t } = useTranslation('analyticsProducts');
  return (
    <EmptyState
      className="py-12"
      icon={PackageSearch}
      title={message ?? t('emptyPeriod.title')}
      description={message ? undefined : t('emptyPeriod.description')}
    />
  );
}
