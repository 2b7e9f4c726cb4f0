import { SQL_VIEWS } from '@ziskomer/contracts';
import { ChevronRight, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The views a query may read, each with its columns and types; metric columns carry their
 * definition from docs/METRICS.md. Clicking a name inserts it into the query.
 */
export function SqlSchemaBrowser({ onInsert }: { onInsert: (text: string) => void }) {
  const { t, i18n } = useTranslation('sqlEditor');
  return (
    <div>
      <p className="mb-2 text-xs text-muted">{t('schema.hint')}</p>
      <ul className="space-y-1">
        {SQL_VIEWS.map((view) => (
          <li key={view.name}>
            <details className="group rounded-md">
              <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-1.5 py-1 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring">
                <ChevronRight
                  className="h-3.5 w-3.5 shrink-0 text-muted transition-transform group-open:rotate-90"
                  aria-hidden
                />
                <Table2 className="h-3.5 w-3.5 shrink-0 text-muted" aria-hidden />
                <span className="font-mono">{view.name}</span>
              </summary>
              <p className="ml-6 mt-1 text-xs text-muted">{t(`schema.views.${view.name}`)}</p>
              <button
                type="button"
                className="ml-6 mt-1 text-xs font-medium text-accent hover:underline"
                onClick={() => onInsert(view.name)}
                aria-label={t('schema.insert', { name: view.name })}
              >
                + {view.name}
              </button>
              <ul className="ml-6 mt-1 space-y-0.5 border-l border-border pl-2">
                {view.columns.map((column) => {
                  const key = `schema.columns.${column.name}`;
                  const description = i18n.exists(`sqlEditor:${key}`) ? t(key) : undefined;
                  return (
                    <li key={column.name}>
                      <button
                        type="button"
                        className="flex w-full items-baseline justify-between gap-2 rounded px-1 py-0.5 text-left text-xs hover:bg-surface-2"
                        onClick={() => onInsert(column.name)}
                        title={description}
                        aria-label={`${t('schema.insert', { name: column.name })}${description ? ` – ${description}` : ''}`}
                      >
                        <span className="font-mono text-fg">{column.name}</span>
                        <span className="shrink-0 text-muted">{column.type}</span>
                      </button>
                      {description && (
                        <p className="px-1 text-[11px] leading-snug text-muted">{description}</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
