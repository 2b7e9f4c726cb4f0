import { useTranslation } from 'react-i18next';
import { ButtonsSection } from './buttons-section.tsx';
import { DataSection } from './data-section.tsx';
import { FeedbackSection } from './feedback-section.tsx';
import { FormKitSection } from './form-kit-section.tsx';
import { StatesSection } from './states-section.tsx';

const CONTENTS = [
  'buttons',
  'form-kit',
  'badges',
  'tiles',
  'chart',
  'table',
  'states',
  'toasts',
  'dialogs',
] as const;

/**
 * /design-system: the product's own components, live, in both themes, with when to use each and
 * the file it lives in, so a new screen is built from them rather than beside them.
 */
export default function DesignSystemPage() {
  const { t } = useTranslation('designSystem');
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-fg">{t('page.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('page.subtitle')}</p>
      </header>
      <nav aria-label={t('page.contents')} className="flex flex-wrap gap-2">
        {CONTENTS.map((id) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full border border-border bg-surface px-3 py-1 text-sm text-fg hover:bg-surface-2"
          >
            {t(`contents.${id}`)}
          </a>
        ))}
      </nav>
      <ButtonsSection />
      <FormKitSection />
      <DataSection />
      <StatesSection />
      <FeedbackSection />
    </div>
  );
}
