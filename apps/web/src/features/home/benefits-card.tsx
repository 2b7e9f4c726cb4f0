import { Gauge, Layers, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';

const BENEFITS = [
  { key: 'poas', icon: Gauge },
  { key: 'customers', icon: Users },
  { key: 'products', icon: Layers },
] as const;

/** What the app will compute once a shop and its orders are in, for a user who has just started. */
export function BenefitsCard() {
  const { t } = useTranslation('home');
  return (
    <Card>
      <CardHeader title={t('benefits.title')} />
      <CardBody>
        <ul className="flex flex-col gap-4">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent"
              >
                <Icon className="h-4 w-4" />
              </span>
              <span>
                <span className="block text-sm font-medium text-fg">{t(`benefits.${key}.title`)}</span>
                <span className="block text-xs text-muted">{t(`benefits.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
