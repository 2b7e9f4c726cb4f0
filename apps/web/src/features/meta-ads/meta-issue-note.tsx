import type { MetaIssue } from '@ziskomer/contracts';
import { AlertTriangle, Info, Settings2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { notify } from '../../lib/notify.ts';

/**
 * SPEC §8 for Meta: a new issue is toasted for its level's time (critical 6 s, warning 5 s; info
 * is silent), once per issue while the page is open. Critical issues lead to Settings, retryable
 * ones offer a sync.
 */
export function useMetaIssueToast(issue: MetaIssue | null, onRetry?: () => void) {
  const { t } = useTranslation('metaAds');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = issue ? `${issue.code}:${issue.message}` : null;
    if (!issue || issue.silent || shown.current === key) return;
    shown.current = key;
    notify(issue.level === 'critical' ? 'critical' : 'warning', t('title'), {
      description: issue.message,
      retry: issue.retry ? onRetry : undefined,
    });
  }, [issue, onRetry, t]);
}

/** The issue on the page: the message with its level's colour and the way out. */
export function MetaIssueNote({ issue, onRetry }: { issue: MetaIssue; onRetry?: () => void }) {
  const { t } = useTranslation('metaAds');
  const Icon = issue.level === 'info' ? Info : AlertTriangle;
  return (
    <div
      role={issue.level === 'info' ? 'status' : 'alert'}
      className={cn(
        'flex flex-col gap-3 rounded-xl border px-4 py-3 text-sm sm:flex-row sm:items-center',
        issue.level === 'critical' && 'border-danger/40 bg-danger-soft text-danger',
        issue.level === 'warning' && 'border-warning/40 bg-warning-soft text-warning',
        issue.level === 'info' && 'border-border bg-surface-2 text-muted',
      )}
    >
      <Icon aria-hidden className="h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1 text-fg">{issue.message}</p>
      {issue.level === 'critical' ? (
        <Button asChild size="sm" variant="secondary">
          <Link to="/settings?tab=connections">
            <Settings2 aria-hidden className="h-4 w-4" />
            {t('issue.settings')}
          </Link>
        </Button>
      ) : (
        issue.retry &&
        onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('issue.retry')}
          </Button>
        )
      )}
    </div>
  );
}
