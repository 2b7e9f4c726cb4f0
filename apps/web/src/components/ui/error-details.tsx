import { useTranslation } from 'react-i18next';
import { isDebugEnabled } from '../../lib/debug.ts';
import type { ErrorRecord } from '../../lib/error-log.ts';

/**
 * The technical details of a caught error (id, category, severity, type, message), shown only
 * when localStorage 'ziskomer.debug' is '1' (SPEC §2).
 */
export function ErrorDetails({ record }: { record: ErrorRecord | null | undefined }) {
  const { t } = useTranslation('shell');
  if (!record || !isDebugEnabled()) return null;
  const rows: [string, string][] = [
    [t('errors.details.id'), record.id],
    [t('errors.details.category'), record.category],
    [t('errors.details.severity'), record.severity],
    [t('errors.details.type'), record.type],
    [t('errors.details.message'), record.message],
  ];
  return (
    <details className="mt-4 w-full rounded-lg border border-border bg-surface-2 text-left text-xs">
      <summary className="cursor-pointer px-3 py-2 font-medium text-fg">{t('errors.details.title')}</summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 pb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all font-mono text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
