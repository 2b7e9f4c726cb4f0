import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../contact/contact-form.tsx';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

/** #contact: the contact form (stored and e-mailed to the operator) beside the address to write to. */
export function ContactSection({ page = 'landing' }: { page?: 'landing' | 'contact' }) {
  const { t } = useTranslation('landing');
  const address = t('shell:company.email');
  return (
    <LandingSection id="contact" labelledBy="contact-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            as={page === 'contact' ? 'h1' : 'h2'}
            eyebrow={t('contact.eyebrow')}
            title={t('contact.title')}
            lead={t('contact.lead')}
          />
          <a
            href={`mailto:${address}`}
            className="mt-8 inline-flex items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm font-medium text-fg shadow-sm transition hover:bg-surface-2"
          >
            <Mail className="h-4 w-4 text-accent" aria-hidden />
            {address}
          </a>
          <p className="mt-4 text-sm text-muted">{t('contact.responseTime')}</p>
        </div>
        <ContactForm page={page} />
      </div>
    </LandingSection>
  );
}
