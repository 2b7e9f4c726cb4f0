import { Radar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export const LINK_TRACKING_PATH = '/link-tracking';

/** The shop has orders but its tracking never sent one: without it nothing can be compared. */
export function NoTrackedEventsCard() {
  const { t } = useTranslation('conversionMonitoring');
  return (
    <Card>
      <EmptyState
        className="py-12"
        icon={Radar}
        title={t('noEvents.title')}
        description={t('noEvents.description')}
        action={
          <Button asChild>
            <Link to={LINK_TRACKING_PATH}>{t('noEvents.action')}</Link>
          </Button>
        }
      />
    </Card>
  );
}
