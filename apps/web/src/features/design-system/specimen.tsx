import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';

/**
 * One part of the design system: its name, when to use it, where it lives, and the live component.
 * `panes` draws the specimen twice, in the light and the dark theme side by side.
 */
export function Specimen({
  id,
  title,
  usage,
  source,
  panes = true,
  children,
}: {
  id: string;
  title: string;
  usage: string;
  /** The file that holds the component, so nobody writes a second one. */
  source: string;
  panes?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('designSystem');
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader title={title} description={usage} />
      <CardBody className="space-y-3">
        <p className="text-xs text-muted">
          {t('source')}{' '}
          <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[11px] text-fg">{source}</code>
        </p>
        {panes ? (
          <div className="grid gap-3 lg:grid-cols-2">
            {(['light', 'dark'] as const).map((theme) => (
              <section
                key={theme}
                aria-label={t(`themes.${theme}`)}
                className={`${theme} min-w-0 rounded-lg border border-border bg-bg p-4 text-fg`}
              >
                <p className="mb-3 text-[11px] font-semibold uppercase tracking-wide text-muted">
                  {t(`themes.${theme}`)}
                </p>
                {children}
              </section>
            ))}
          </div>
        ) : (
          children
        )}
      </CardBody>
    </Card>
  );
}
