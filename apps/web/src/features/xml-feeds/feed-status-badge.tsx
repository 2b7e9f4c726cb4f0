import type { FeedStatus } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

const TONES = { pending: 'neutral', fetching: 'accent', ready: 'accent', failed: 'danger' } as const;

/** A feed's state in a word, with a spinner while it is being processed. */
export function FeedStatusBadge({ status }: { status: FeedStatus }) {
  const { t } = useTranslation('xmlFeeds');
  return (
    <Badge tone={TONES[status]} className="gap-1">
      {status === 'fetching' && <Spinner className="h-3 w-3" />}
      {t(`statuses.${status}`)}
    </Badge>
  );
}
