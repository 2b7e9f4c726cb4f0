import { Calculator, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { CSS_DIRECTORY_URL, CSS_HELP_URL, CSS_PARTNERS } from './css-partners.ts';

const FACTS = ['what', 'why', 'how', 'caveats'] as const;

/** /css: what a Comparison Shopping Service is, who provides one, and the way to the estimate. */
export default function CssPage() {
  const { t } = useTranslation('css');
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{t('page.title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-muted">{t('page.subtitle')}</p>
        </div>
        <Button asChild>
          <Link to="/css/calculator">
            <Calculator className="h-4 w-4" aria-hidden />
            {t('page.toCalculator')}
          </Link>
        </Button>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        {FACTS.map((fact) => (
          <Card key={fact}>
            <CardHeader title={t(`facts.${fact}.title`)} />
            <CardBody className="text-sm leading-relaxed text-fg">{t(`facts.${fact}.text`)}</CardBody>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader title={t('partners.title')} description={t('partners.description')} />
        <CardBody className="space-y-4">
          <ul className="grid gap-3 sm:grid-cols-3">
            {CSS_PARTNERS.map((partner) => (
              <li key={partner.id} className="rounded-lg border border-border p-3">
                <p className="font-semibold text-fg">{partner.name}</p>
                <p className="mt-1 text-sm text-muted">{t(`partners.list.${partner.id}`)}</p>
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-flex items-center gap-1 text-sm text-accent hover:underline"
                >
                  {t('partners.visit')}
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                  <span className="sr-only">{t('partners.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            {t('partners.notExhaustive')}{' '}
            <a
              href={CSS_DIRECTORY_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent underline underline-offset-2"
            >
              {t('partners.directory')}
            </a>
            {' · '}
            <a
              href={CSS_HELP_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent underline underline-offset-2"
            >
              {t('partners.help')}
            </a>
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
