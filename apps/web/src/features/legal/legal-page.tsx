import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { describeOperator } from '../../site/company.ts';
import NotFoundPage from '../not-found/not-found-page.tsx';
import { isLegalDocument, LEGAL_DOCUMENTS, type LegalDocument } from './legal-documents.ts';

/** A legal text from the 'legal' catalogue: sections of paragraphs, lists and tables. */
interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  table?: { head: string[]; rows: string[][] };
}
interface LegalText {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** /legal/:document (SPEC §2): privacy, terms, cookies, Google API policy, Facebook data deletion. */
export default function LegalPage() {
  const { document: name } = useParams();
  if (!isLegalDocument(name)) return <NotFoundPage />;
  return <LegalArticle name={name} />;
}

function LegalArticle({ name }: { name: LegalDocument }) {
  const { t } = useTranslation('legal');
  const text = t(name, { returnObjects: true, operator: describeOperator() }) as LegalText;
  useDocumentTitle(text.title);

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[220px_1fr] lg:px-8 lg:py-16">
      <nav aria-label={t('navLabel')} className="lg:sticky lg:top-24 lg:self-start">
        <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">{t('navTitle')}</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {LEGAL_DOCUMENTS.map((item) => (
            <li key={item}>
              <NavLink
                to={`/legal/${item}`}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-2 text-sm transition',
                    isActive
                      ? 'bg-accent-soft font-medium text-accent'
                      : 'text-muted hover:bg-surface-2 hover:text-fg',
                  )
                }
              >
                {t(`${item}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="min-w-0 max-w-3xl">
        <div className="mb-8 flex items-start gap-4">
          <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent sm:flex">
            <FileText className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{text.title}</h1>
            <p className="mt-2 text-sm text-muted">{text.updated}</p>
          </div>
        </div>
        <p className="text-base leading-7 text-fg/90">{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-lg font-semibold text-fg">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-[15px] leading-7 text-fg/85">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-5 text-[15px] leading-7 text-fg/85 marker:text-accent">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.table && (
              <div
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls on a phone is reached by keyboard (WCAG 2.1.1).
                tabIndex={0}
                className="mt-4 overflow-x-auto rounded-xl border border-border"
              >
                <table className="w-full min-w-[560px] text-left text-sm">
                  <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
                    <tr>
                      {section.table.head.map((cell) => (
                        <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border bg-surface">
                    {section.table.rows.map((row) => (
                      <tr key={row[0]}>
                        {row.map((cell, index) => (
                          <td
                            // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are fixed columns.
                            key={index}
                            className={cn(
                              'px-4 py-3 align-top text-fg/85',
                              index === 0 && 'font-mono text-xs text-fg',
                            )}
                          >
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
