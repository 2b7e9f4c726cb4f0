import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/** A card title with its definition behind an ⓘ, as ChartCard shows it, for cards holding tables. */
export function DefinitionTitle({ title, definition }: { title: string; definition: string }) {
  const { t } = useTranslation('analytics');
  return (
    <span className="flex items-center gap-1.5">
      {title}
      <Tooltip content={definition}>
        <button
          type="button"
          className="rounded text-muted/80 hover:text-fg"
          aria-label={t('definitionOf', { metric: title })}
        >
          <Info aria-hidden className="h-4 w-4" />
        </button>
      </Tooltip>
    </span>
  );
}
