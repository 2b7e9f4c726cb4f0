import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/** The ⓘ beside a card's title that shows how its numbers are defined. */
export function DefinitionHint({ title, definition }: { title: string; definition: string }) {
  const { t } = useTranslation('analytics');
  return (
    <Tooltip content={definition}>
      <button
        type="button"
        className="rounded text-muted/80 hover:text-fg"
        aria-label={t('definitionOf', { metric: title })}
      >
        <Info aria-hidden className="h-4 w-4" />
      </button>
    </Tooltip>
  );
}
