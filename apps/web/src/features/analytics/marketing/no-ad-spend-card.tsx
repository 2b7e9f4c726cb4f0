import { KeyRound, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** The shop has orders but no ad spend: how to bring the costs in, and why POAS needs them. */
export function NoAdSpendCard() {
  const { t } = useTranslation('analyticsMarketing');
  return (
    <Card>
      <EmptyState
        className="py-14"
        icon={Megaphone}
        title={t('noSpend.title')}
        description={t('noSpend.description')}
        action={
          <Button variant="secondary" asChild>
            <Link to="/settings?tab=api">
              <KeyRound aria-hidden className="h-4 w-4" />
              {t('noSpend.apiKeys')}
            </Link>
          </Button>
        }
      />
    </Card>
  );
}
