import type { Connector } from '@ziskomer/contracts';
import { cn } from '../../components/ui/cn.ts';

/** The brand colour and initials of each connector, as a small tile (no third-party logos). */
const LOOK: Record<Connector, { initials: string; className: string }> = {
  google_ads: {
    initials: 'GA',
    className: 'bg-[#e8f0fe] text-[#1a56c4] dark:bg-[#1a2b4d] dark:text-[#9ec1ff]',
  },
  google_analytics: {
    initials: 'G4',
    className: 'bg-[#fef3e2] text-[#b45309] dark:bg-[#3d2a12] dark:text-[#fbbf6b]',
  },
  google_search_console: {
    initials: 'SC',
    className: 'bg-[#e6f4ea] text-[#137333] dark:bg-[#15321f] dark:text-[#86d19e]',
  },
  google_merchant: {
    initials: 'MC',
    className: 'bg-[#e8f0fe] text-[#1a56c4] dark:bg-[#1a2b4d] dark:text-[#9ec1ff]',
  },
  google_business_profile: {
    initials: 'BP',
    className: 'bg-[#fce8e6] text-[#b3261e] dark:bg-[#3d1a18] dark:text-[#f2a49d]',
  },
  meta: { initials: 'M', className: 'bg-[#e7f0ff] text-[#0a58ca] dark:bg-[#16284a] dark:text-[#9cc2ff]' },
  sklik: { initials: 'S', className: 'bg-[#fdecea] text-[#c5221f] dark:bg-[#3d1816] dark:text-[#f5a8a4]' },
  heureka: { initials: 'H', className: 'bg-[#fff4e5] text-[#b45309] dark:bg-[#3d2a12] dark:text-[#fbbf6b]' },
  zbozi: { initials: 'Z', className: 'bg-[#eaf6ff] text-[#0369a1] dark:bg-[#12304a] dark:text-[#8fd0ff]' },
  eshop_platform: { initials: 'E', className: 'bg-surface-2 text-muted' },
};

export function ConnectorIcon({ connector, className }: { connector: Connector; className?: string }) {
  const look = LOOK[connector];
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-sm font-semibold',
        look.className,
        className,
      )}
    >
      {look.initials}
    </span>
  );
}
