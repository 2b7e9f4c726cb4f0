import type { ApiKey } from '@ziskomer/contracts';
import { KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDate, formatDateTime, formatRelative } from '../../lib/format.ts';

/** The keys of a shop: name, prefix, when created and last used; active ones can be revoked. */
export function ApiKeyList({
  keys,
  label,
  onRevoke,
}: {
  keys: ApiKey[];
  label: string;
  onRevoke: (key: ApiKey) => void;
}) {
  const { t } = useTranslation('apiKeys');
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {keys.map((key) => {
        const revoked = key.revokedAt !== null;
        return (
          <li key={key.id} className="flex items-start gap-3 px-5 py-4">
            <span
              aria-hidden
              className={cn(
                'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg',
                revoked ? 'bg-surface-2 text-muted' : 'bg-accent-soft text-accent',
              )}
            >
              <KeyRound className="h-4 w-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={cn(
                  'flex flex-wrap items-center gap-2 text-sm font-medium',
                  revoked ? 'text-muted' : 'text-fg',
                )}
              >
                <span className="truncate">{key.name}</span>
                {revoked ? (
                  <Badge>{t('list.revoked')}</Badge>
                ) : (
                  <Badge tone="accent">{t('list.active')}</Badge>
                )}
              </p>
              <p className="mt-0.5 font-mono text-xs text-muted">
                {key.prefix}
                <span aria-hidden>…</span>
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
                <span title={formatDateTime(key.createdAt)}>
                  {key.createdByName
                    ? t('list.createdBy', { date: formatDate(key.createdAt), name: key.createdByName })
                    : t('list.created', { date: formatDate(key.createdAt) })}
                </span>
                {revoked ? (
                  <span title={formatDateTime(key.revokedAt!)}>
                    {t('list.revokedAt', { date: formatDate(key.revokedAt!) })}
                  </span>
                ) : key.lastUsedAt ? (
                  <span title={formatDateTime(key.lastUsedAt)}>
                    {t('list.lastUsed', { when: formatRelative(key.lastUsedAt) })}
                  </span>
                ) : (
                  <span>{t('list.neverUsed')}</span>
                )}
              </p>
            </div>
            {!revoked && (
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 text-danger"
                aria-label={t('list.revokeLabel', { name: key.name })}
                onClick={() => onRevoke(key)}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                <span className="hidden sm:inline">{t('list.revoke')}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
