import { Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Card, CardHeader } from '../ui/card.tsx';
import { cn } from '../ui/cn.ts';
import { Tooltip } from '../ui/tooltip.tsx';

/**
 * A card holding a chart, with the same numbers as a table one click away (for screen readers,
 * and for people who would rather read exact figures). `actions` sit beside the toggle (CSV).
 */
export function ChartCard({
  title,
  description,
  definition,
  chart,
  table,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  /** How the numbers are defined, shown in a tooltip beside the title. */
  definition?: string;
  chart: ReactNode;
  table?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('analytics');
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {title}
            {definition && (
              <Tooltip content={definition}>
                <button
                  type="button"
                  className="rounded text-muted/80 hover:text-fg"
                  aria-label={t('definitionOf', { metric: title })}
                >
                  <Info aria-hidden className="h-4 w-4" />
                </button>
              </Tooltip>
            )}
          </span>
        }
        description={description}
        actions={
          (table || actions) && (
            <>
              {actions}
              {table && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-pressed={asTable}
                  onClick={() => setAsTable((value) => !value)}
                >
                  {asTable ? t('showChart') : t('showTable')}
                </Button>
              )}
            </>
          )
        }
      />
      <div className="px-3 py-3 sm:px-5">
        {asTable && table ? <div className="max-h-96 overflow-auto">{table}</div> : chart}
      </div>
    </Card>
  );
}
