import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';

const STEPS = ['key', 'sheet', 'formula', 'source', 'report', 'embed'] as const;

/** How to connect Looker Studio, step by step (through Google Sheets, which reads the CSV addresses). */
export function LookerStepsCard() {
  const { t } = useTranslation('looker');
  return (
    <Card>
      <CardHeader title={t('steps.title')} description={t('steps.description')} />
      <CardBody>
        <ol className="space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent"
              >
                {index + 1}
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-medium text-fg">{t(`steps.${step}.title`)}</p>
                <p className="mt-0.5 text-muted">{t(`steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">
          {t('steps.connectorNote')}
        </p>
      </CardBody>
    </Card>
  );
}
