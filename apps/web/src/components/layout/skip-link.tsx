import { useTranslation } from 'react-i18next';

/** 'Přeskočit na obsah': the first Tab stop, visible only when focused; jumps to main#main. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-fg focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      {t('skipToContent')}
    </a>
  );
}
