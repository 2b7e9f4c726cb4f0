import { LOOKER_DATASETS } from '@ziskomer/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { CopyButton } from '../api-keys/copy-button.tsx';
import { importDataFormula, LOOKER_PERIODS, type LookerPeriod, lookerTableUrl } from './looker-urls.ts';

/**
 * The ready addresses of the four tables. The key is never stored here: it is shown once when
 * created (in Settings → API), and pasted here only fills the addresses in this browser tab.
 */
export function LookerTablesCard() {
  const { t } = useTranslation('looker');
  const [key, setKey] = useState('');
  const [period, setPeriod] = useState<LookerPeriod>('30d');
  const origin = window.location.origin;
  const placeholder = t('tables.keyPlaceholder');
  return (
    <Card>
      <CardHeader
        title={t('tables.title')}
        description={t('tables.description')}
        actions={
          <Button asChild variant="secondary" size="sm">
            <Link to="/settings?tab=api">
              <KeyRound className="h-4 w-4" aria-hidden />
              {t('tables.createKey')}
            </Link>
          </Button>
        }
      />
      <CardBody className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Field
            label={t('tables.keyLabel')}
            hint={t('tables.keyHint')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            placeholder="zk_live_…"
          />
          <SelectField
            label={t('tables.period')}
            value={period}
            onChange={(event) => setPeriod(event.target.value as LookerPeriod)}
            options={LOOKER_PERIODS.map((value) => ({ value, label: t(`tables.periods.${value}`) }))}
          />
        </div>
        <ul className="divide-y divide-border rounded-lg border border-border">
          {LOOKER_DATASETS.map((dataset) => {
            const csv = lookerTableUrl(origin, dataset, 'csv', period, key, placeholder);
            const json = lookerTableUrl(origin, dataset, 'json', period, key, placeholder);
            return (
              <li key={dataset} className="space-y-2 p-3">
                <div>
                  <p className="text-sm font-semibold text-fg">{t(`tables.datasets.${dataset}.name`)}</p>
                  <p className="text-xs text-muted">{t(`tables.datasets.${dataset}.fields`)}</p>
                </div>
                {[
                  { label: t('tables.formula'), value: importDataFormula(csv) },
                  { label: t('tables.json'), value: json },
                ].map((row) => (
                  <div key={row.label} className="flex items-center gap-2">
                    <span className="w-16 shrink-0 text-xs text-muted sm:w-24">{row.label}</span>
                    <code className="min-w-0 flex-1 truncate rounded bg-surface-2 px-2 py-1.5 font-mono text-xs text-fg">
                      {row.value}
                    </code>
                    <CopyButton
                      text={row.value}
                      label={`${t(`tables.datasets.${dataset}.name`)} – ${row.label}`}
                      size="sm"
                    />
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-muted">{t('tables.security')}</p>
      </CardBody>
    </Card>
  );
}
