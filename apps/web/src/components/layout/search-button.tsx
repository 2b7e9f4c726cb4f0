import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCommandPaletteStore } from '../../features/command-palette/command-palette-store.ts';
import { Kbd } from '../ui/kbd.tsx';

/** Opens the command palette; shows the Ctrl/Cmd+K hint where there is room. */
export function SearchButton() {
  const { t } = useTranslation('shell');
  const setOpen = useCommandPaletteStore((s) => s.setOpen);
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-keyshortcuts="Control+K Meta+K"
      className="inline-flex h-9 items-center gap-2 rounded-lg text-sm text-muted transition hover:bg-surface-2 hover:text-fg max-lg:w-9 max-lg:justify-center lg:w-56 lg:border lg:border-border lg:bg-surface lg:px-3"
    >
      <Search className="h-[18px] w-[18px] shrink-0 lg:h-4 lg:w-4" aria-hidden />
      {/* One text serves as the visible label on wide screens and the accessible name on all. */}
      <span className="flex-1 text-left max-lg:sr-only">{t('search.placeholder')}</span>
      <Kbd keys={['mod', 'K']} className="max-lg:hidden" aria-hidden />
    </button>
  );
}
