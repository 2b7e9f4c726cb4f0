import { Command } from 'cmdk';
import { CornerDownLeft, Search, SearchX } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Kbd } from '../../components/ui/kbd.tsx';
import '../../components/ui/motion.css';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCommandPaletteStore } from './command-palette-store.ts';
import { type CommandGroup, type CommandItem, searchCommands } from './search-commands.ts';
import { useCommands } from './use-commands.ts';

/** SPEC §9: the palette searches 150 ms after the last keystroke. */
export const PALETTE_DEBOUNCE_MS = 150;
const GROUPS: readonly CommandGroup[] = ['navigation', 'actions', 'tools'];

/**
 * The command palette (Ctrl/Cmd+K): finds screens and quick actions by title, description,
 * keywords or category; arrow keys move, Enter runs, Escape closes.
 */
export function CommandPalette() {
  const { t } = useTranslation('shell');
  const open = useCommandPaletteStore((s) => s.open);
  const setOpen = useCommandPaletteStore((s) => s.setOpen);
  const navigate = useNavigate();
  const commands = useCommands();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, PALETTE_DEBOUNCE_MS);
  const results = useMemo(() => searchCommands(commands, debounced), [commands, debounced]);
  const [selected, setSelected] = useState('');

  // Each new result list starts with its best match highlighted. Keyed by the ids, so a re-render
  // with the same results keeps the item the user moved to with the arrow keys.
  const resultKey = results.map((item) => item.id).join('|');
  useEffect(() => {
    setSelected(resultKey.split('|')[0] ?? '');
  }, [resultKey]);

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  const run = (item: CommandItem) => {
    setOpen(false);
    if (item.path) navigate(item.path);
    else void item.action?.();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="zk-fade-in fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className="zk-pop-in fixed left-1/2 top-[12vh] z-50 w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">{t('palette.title')}</Dialog.Title>
          <Command
            shouldFilter={false}
            value={selected}
            onValueChange={setSelected}
            loop
            label={t('palette.title')}
          >
            <div className="flex items-center gap-3 border-b border-border px-4">
              <Search className="h-[18px] w-[18px] shrink-0 text-muted" aria-hidden />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={t('palette.placeholder')}
                className="h-14 w-full bg-transparent text-[15px] text-fg placeholder:text-muted"
                // The dialog frames the field; the global focus outline would box it in twice.
                style={{ outline: 'none' }}
              />
              <Kbd keys={['Esc']} className="max-sm:hidden" />
            </div>
            <Command.List
              label={t('palette.results')}
              className="max-h-[min(400px,60dvh)] overflow-y-auto overscroll-contain p-2"
            >
              {results.length === 0 && debounced === query ? (
                <div className="flex flex-col items-center px-6 py-10 text-center" role="status">
                  <SearchX className="mb-3 h-6 w-6 text-muted" aria-hidden />
                  <p className="text-sm font-semibold text-fg">{t('palette.empty.title')}</p>
                  <p className="mt-1 text-sm text-muted">{t('palette.empty.description')}</p>
                </div>
              ) : (
                GROUPS.map((group) => {
                  const items = results.filter((item) => item.group === group);
                  if (items.length === 0) return null;
                  return (
                    <Command.Group
                      key={group}
                      heading={t(`palette.groups.${group}`)}
                      className="[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-muted"
                    >
                      {items.map((item) => (
                        <PaletteItem key={item.id} item={item} onRun={run} />
                      ))}
                    </Command.Group>
                  );
                })
              )}
            </Command.List>
            <div className="hidden items-center gap-4 border-t border-border px-4 py-2.5 text-xs text-muted sm:flex">
              <span className="inline-flex items-center gap-1.5">
                <Kbd keys={['↑', '↓']} />
                {t('palette.hints.move')}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Kbd keys={['↵']} />
                {t('palette.hints.run')}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Kbd keys={['Esc']} />
                {t('palette.hints.close')}
              </span>
            </div>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteItem({ item, onRun }: { item: CommandItem; onRun: (item: CommandItem) => void }) {
  const Icon = item.icon;
  return (
    <Command.Item
      value={item.id}
      onSelect={() => onRun(item)}
      className="group flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-fg data-[selected=true]:bg-surface-2"
    >
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-muted group-data-[selected=true]:text-accent">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{item.title}</span>
        <span className="block truncate text-xs text-muted">{item.description}</span>
      </span>
      {item.shortcut ? (
        <Kbd keys={item.shortcut} className="shrink-0" />
      ) : (
        <CornerDownLeft
          className="h-3.5 w-3.5 shrink-0 text-muted opacity-0 group-data-[selected=true]:opacity-100"
          aria-hidden
        />
      )}
    </Command.Item>
  );
}
