import { systemRoutes } from '@ziskomer/contracts';
import { BookOpen, FileJson } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { apiUrl } from '../../lib/api.ts';
import { buildCurlExamples } from './build-curl-examples.ts';
import { CodeBlock } from './code-block.tsx';

/** How to call the import API with a key: curl examples at this app's own address. */
export function ApiUsageCard() {
  const { t } = useTranslation('apiKeys');
  const examples = useMemo(() => buildCurlExamples(window.location.origin, t('usage.keyPlaceholder')), [t]);
  const steps = [
    { title: t('usage.keyTitle'), hint: t('usage.keyHint'), code: examples.setKey },
    { title: t('usage.ordersTitle'), hint: t('usage.ordersHint'), code: examples.orders },
    { title: t('usage.importsTitle'), hint: t('usage.importsHint'), code: examples.imports },
    { title: t('usage.statusTitle'), hint: t('usage.statusHint'), code: examples.status },
  ];

  return (
    <Card>
      <CardHeader
        title={t('usage.title')}
        description={t('usage.description')}
        actions={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a
              href={apiUrl(systemRoutes.getApiDocs)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent hover:underline"
            >
              <BookOpen aria-hidden className="h-4 w-4" />
              {t('usage.docs')}
            </a>
            <a
              href={apiUrl(systemRoutes.getOpenApiDocument)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-fg hover:underline"
            >
              <FileJson aria-hidden className="h-4 w-4" />
              {t('usage.openapi')}
            </a>
          </div>
        }
      />
      <CardBody>
        <ol className="flex flex-col gap-5">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden
                className="tabular flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-semibold text-muted"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div>
                  <h3 className="text-sm font-semibold text-fg">{step.title}</h3>
                  <p className="text-sm text-muted">{step.hint}</p>
                </div>
                <CodeBlock code={step.code} label={step.title} />
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-xs text-muted">{t('usage.limits')}</p>
      </CardBody>
    </Card>
  );
}
