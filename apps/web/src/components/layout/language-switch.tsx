import type { Language } from '@ziskomer/i18n';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';
import { cn } from '../ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';

/** Czech or English; the choice is stored in localStorage 'ziskomer.language' (SPEC §1). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-fg',
          className,
        )}
      >
        <Languages className="h-[18px] w-[18px]" aria-hidden />
        {/* The visible code is part of the button's name: "Jazyk: CS". */}
        <span className="sr-only">{t('language.title')}: </span>
        {language.toUpperCase()}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <LanguageRadioItems value={language} onChange={setLanguage} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The two languages as radio items, shared by this switch and the user menu. */
export function LanguageRadioItems({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(next === 'en' ? 'en' : 'cs')}>
      <DropdownMenuRadioItem value="cs" lang="cs">
        {t('language.cs')}
      </DropdownMenuRadioItem>
      <DropdownMenuRadioItem value="en" lang="en">
        {t('language.en')}
      </DropdownMenuRadioItem>
    </DropdownMenuRadioGroup>
  );
}
