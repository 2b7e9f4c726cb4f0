import { isSafeTaskSourceUrl, type Task } from '@ziskomer/contracts';
import { ExternalLink, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';

/**
 * Where the task came from ('Z reportu Objednávky'), as a link to it: an app path opens in the
 * app, an http(s) address in a new tab. A link that fails the contract's check is never rendered
 * as one (the server refuses those too; this is the second lock).
 */
export function TaskSourceLink({
  task,
  size = 'xs',
  className,
}: {
  task: Pick<Task, 'sourceUrl' | 'sourceContext'>;
  size?: 'xs' | 'sm';
  className?: string;
}) {
  const text = size === 'sm' ? 'text-sm' : 'text-xs';
  const { t } = useTranslation('tasks');
  const label = task.sourceContext || t('source.fallback');
  if (!task.sourceUrl || !isSafeTaskSourceUrl(task.sourceUrl)) {
    return task.sourceContext ? <span className={cn(text, 'text-muted', className)}>{label}</span> : null;
  }
  const look = cn(
    'inline-flex min-w-0 items-center gap-1 rounded font-medium text-accent hover:underline',
    text,
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
    className,
  );
  if (task.sourceUrl.startsWith('/')) {
    return (
      <Link to={task.sourceUrl} className={look} title={t('source.open')}>
        <Link2 aria-hidden className="h-3.5 w-3.5 shrink-0" />
        <span className="truncate">{label}</span>
      </Link>
    );
  }
  return (
    <a
      href={task.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={look}
      title={t('source.openExternal')}
    >
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="truncate">{label}</span>
    </a>
  );
}
