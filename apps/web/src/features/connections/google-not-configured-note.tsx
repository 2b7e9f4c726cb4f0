import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';

/**
 * What the server's administrator must set before Google's connectors (or Meta, with its own
 * `title` and `description`) can connect.
 */
export function GoogleNotConfiguredNote({
  missing,
  className,
  title,
  description,
}: {
  missing: string[];
  className?: string;
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation('connections');
  return (
    <div
      role="note"
      className={cn(
        'flex gap-3 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm',
        className,
      )}
    >
      <Settings2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <div className="min-w-0">
        <p className="font-medium text-fg">{title ?? t('notConfigured.title')}</p>
        <p className="mt-1 text-muted">{description ?? t('notConfigured.description')}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {missing.map((name) => (
            <li key={name}>
              <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-xs text-fg">{name}</code>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted">{t('notConfigured.docs')}</p>
      </div>
    </div>
  );
}
