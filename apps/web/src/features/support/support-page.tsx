import { systemRoutes } from '@ziskomer/contracts';
import { BookOpen, LayoutGrid, type LucideIcon, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ContactForm } from '../contact/contact-form.tsx';
import { useScrollToHash } from '../landing/landing-page.tsx';
import { LandingSection, SectionHeading } from '../landing/section-heading.tsx';
import { FaqSection } from '../landing/sections/faq-section.tsx';

const SHORTCUTS: { key: 'demo' | 'apps' | 'api'; to: string; icon: LucideIcon; external?: boolean }[] = [
  { key: 'demo', to: '/demo', icon: PlayCircle },
  { key: 'apps', to: '/apps', icon: LayoutGrid },
  { key: 'api', to: systemRoutes.getApiDocs.path, icon: BookOpen, external: true },
];

/** /support: the FAQ of SPEC §2 (Začínáme, Integrace, Bezpečnost) and the contact form. */
export default function SupportPage() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('supportPage.documentTitle'));
  useScrollToHash();
  return (
    <>
      <LandingSection labelledBy="support-title">
        <SectionHeading
          id="support-title"
          as="h1"
          eyebrow={t('supportPage.eyebrow')}
          title={t('supportPage.title')}
          lead={t('supportPage.lead')}
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-3">
          {SHORTCUTS.map(({ key, to, icon: Icon, external }) => {
            const body = (
              <>
                <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <Icon className="h-[18px] w-[18px]" aria-hidden />
                </span>
                <span className="mt-4 block text-sm font-semibold text-fg">
                  {t(`supportPage.shortcuts.${key}.title`)}
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {t(`supportPage.shortcuts.${key}.text`)}
                </span>
              </>
            );
            const className =
              'block h-full rounded-2xl border border-border bg-surface p-5 shadow-sm transition hover:border-accent/50 hover:bg-surface-2';
            return (
              <li key={key}>
                {external ? (
                  <a href={to} className={className}>
                    {body}
                  </a>
                ) : (
                  <Link to={to} className={className}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </LandingSection>
      <FaqSection />
      <LandingSection id="contact" labelledBy="support-contact-title" tone="raised">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="support-contact-title"
            eyebrow={t('landing:contact.eyebrow')}
            title={t('supportPage.contactTitle')}
            lead={t('supportPage.contactLead')}
          />
          <div className="mt-10">
            <ContactForm page="support" />
          </div>
        </div>
      </LandingSection>
    </>
  );
}
