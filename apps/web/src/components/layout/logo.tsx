import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn.ts';

/** The brand mark (as the favicon) with the name beside it unless `compact`. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-fg', className)}>
      <svg viewBox="0 0 32 32" className="h-7 w-7 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-emerald-600" />
        <path
          d="M8 21l5-6 4 3 7-9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn('text-[17px]', compact && 'sr-only')}>{t('appName')}</span>
    </span>
  );
}
