import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import type { AppStatus } from './catalogue-apps.ts';

/** Beta / Připravujeme beside an app's name; an available app has no mark. */
export function AppStatusBadge({ status }: { status: AppStatus }) {
  const { t } = useTranslation('appCatalogue');
  if (status === 'available') return null;
  return (
    <Badge tone={status === 'beta' ? 'accent' : 'warning'} title={t(`statusHelp.${status}`)}>
      {t(`status.${status}`)}
    </Badge>
  );
}
