import type { OrderEvent } from '@ziskomer/contracts';
import { Globe, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';

/** Paired or not, and test. */
export function OrderEventBadges({ event }: { event: OrderEvent }) {
  const { t } = useTranslation('linkTracking');
  return (
    <div className="flex flex-wrap items-center gap-1">
      {event.paired ? (
        <Badge tone="accent">{t('events.badges.paired')}</Badge>
      ) : (
        <Badge tone="warning">{t('events.badges.unpaired')}</Badge>
      )}
      {event.isTest && <Badge>{t('events.badges.test')}</Badge>}
    </div>
  );
}

/** "odhad" beside a margin that is the 30 % estimate. */
export function EstimateBadge() {
  const { t } = useTranslation('linkTracking');
  return (
    <Tooltip content={t('events.badges.estimatedHint')}>
      <button
        type="button"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
      >
        <Badge tone="warning">{t('events.badges.estimated')}</Badge>
      </button>
    </Tooltip>
  );
}

/** How the event was sent: signed by the shop's server, or by a browser with the public key. */
export function SenderIcon({ verified }: { verified: boolean }) {
  const { t } = useTranslation('linkTracking');
  const label = t(verified ? 'events.badges.verified' : 'events.badges.unverified');
  const Icon = verified ? ShieldCheck : Globe;
  return (
    <Tooltip
      content={`${label}: ${t(verified ? 'events.badges.verifiedHint' : 'events.badges.unverifiedHint')}`}
    >
      <button
        type="button"
        aria-label={label}
        className="shrink-0 rounded text-muted hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
      >
        <Icon aria-hidden className={verified ? 'h-3.5 w-3.5 text-accent' : 'h-3.5 w-3.5'} />
      </button>
    </Tooltip>
  );
}
