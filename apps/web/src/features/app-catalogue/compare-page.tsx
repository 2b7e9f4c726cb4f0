import { ArrowRight, Check, Minus, PlayCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LandingSection, SectionHeading } from '../landing/section-heading.tsx';

/** The alternatives a Czech shop considers, as categories of tools (no named products). */
const COLUMNS = ['ziskomer', 'sheets', 'ga4', 'ads', 'foreign'] as const;
const ROWS = [
  'poas',
  'orders',
  'channels',
  'customers',
  'czech',
  'language',
  'czk',
  'sql',
  'agency',
  'setup',
  'price',
];
const MARKS = ['yes', 'no', 'partial', 'manual'] as const;
type Mark = (typeof MARKS)[number];

function isMark(value: string): value is Mark {
  return (MARKS as readonly string[]).includes(value);
}

function Cell({ value }: { value: string }) {
  const { t } = useTranslation('appCatalogue');
  if (!isMark(value)) return <span className="text-sm text-fg">{value}</span>;
  const Icon = value === 'yes' ? Check : value === 'no' ? X : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        value === 'yes' ? 'text-accent' : value === 'no' ? 'text-muted' : 'text-warning',
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      {t(`compare.values.${value}`)}
    </span>
  );
}

/** /compare: Ziskoměr against spreadsheets, GA4 alone, Google Ads' reports and foreign SaaS, row by row. */
export default function ComparePage() {
  const { t } = useTranslation('appCatalogue');
  useDocumentTitle(t('compare.documentTitle'));
  const others = t('compare.whenOther.items', { returnObjects: true }) as string[];
  return (
    <>
      <LandingSection labelledBy="compare-title">
        <SectionHeading
          id="compare-title"
          as="h1"
          eyebrow={t('compare.eyebrow')}
          title={t('compare.title')}
          lead={t('compare.lead')}
        />
        <section
          aria-label={t('compare.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls on a phone is reached by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="mt-12 overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm"
        >
          <table className="w-full min-w-[860px] border-collapse text-left">
            <caption className="sr-only">{t('compare.title')}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="w-[26%] px-4 py-4 text-sm font-medium text-muted" />
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-4 py-4 align-bottom text-sm font-semibold text-fg',
                      column === 'ziskomer' && 'bg-accent-soft/60 text-accent',
                    )}
                  >
                    {t(`compare.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {ROWS.map((row) => {
                const note = t(`compare.rows.${row}.note`, { defaultValue: '' });
                return (
                  <tr key={row}>
                    <th scope="row" className="px-4 py-4 align-top text-sm font-medium text-fg">
                      {t(`compare.rows.${row}.label`)}
                      {note && <p className="mt-1 text-xs font-normal leading-5 text-muted">{note}</p>}
                    </th>
                    {COLUMNS.map((column) => (
                      <td
                        key={column}
                        className={cn('px-4 py-4 align-top', column === 'ziskomer' && 'bg-accent-soft/30')}
                      >
                        <Cell value={t(`compare.rows.${row}.${column}`)} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </LandingSection>
      <LandingSection labelledBy="compare-other-title" tone="raised">
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
          <div>
            <h2 id="compare-other-title" className="text-2xl font-semibold tracking-tight text-fg">
              {t('compare.whenOther.title')}
            </h2>
            <ul className="mt-5 list-disc space-y-3 pl-5 text-sm leading-6 text-muted">
              {others.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-border bg-bg/50 p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-fg">{t('compare.ctaTitle')}</h2>
            <p className="mt-2 text-sm leading-6 text-muted">{t('compare.ctaText')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/auth">
                  {t('tryFree')}
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
              <Button variant="secondary" asChild>
                <Link to="/demo">
                  <PlayCircle className="h-4 w-4" aria-hidden />
                  {t('openDemo')}
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </LandingSection>
    </>
  );
}
