import { ArrowRight, Check, Info, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LandingSection, SectionHeading } from '../landing/section-heading.tsx';
import { useDemoSignIn } from '../landing/use-demo-sign-in.ts';

interface DemoPoint {
  title: string;
  text: string;
}

/** /demo: what the demo account holds and what it does not, and the button that opens it. */
export default function DemoPage() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('demoPage.documentTitle'));
  const demo = useDemoSignIn();
  const points = t('demoPage.what', { returnObjects: true }) as DemoPoint[];
  const rules = t('demoPage.rules', { returnObjects: true }) as string[];
  return (
    <>
      <LandingSection labelledBy="demo-title">
        <SectionHeading
          id="demo-title"
          as="h1"
          eyebrow={t('demoPage.eyebrow')}
          title={t('demoPage.title')}
          lead={t('demoPage.lead')}
        />
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => demo.mutate()} loading={demo.isPending}>
            <PlayCircle className="h-5 w-5" aria-hidden />
            {demo.isPending ? t('demoPage.opening') : t('demoPage.open')}
          </Button>
          <Button size="lg" variant="ghost" asChild>
            <Link to="/auth">
              {t('demoPage.signUp')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        </div>
      </LandingSection>
      <LandingSection labelledBy="demo-what-title" tone="raised">
        <SectionHeading
          id="demo-what-title"
          eyebrow={t('demoPage.eyebrow')}
          title={t('demoPage.whatTitle')}
        />
        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-base font-semibold text-fg">
                <Check className="h-4 w-4 text-accent" aria-hidden />
                {point.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl border border-border bg-bg/60 p-6">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-fg">
            <Info className="h-4 w-4 text-accent" aria-hidden />
            {t('demoPage.rulesTitle')}
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-muted">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      </LandingSection>
    </>
  );
}
