import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_DOCUMENTS } from '../../features/legal/legal-documents.ts';
import { CompanyDetails } from '../../site/company-details.tsx';
import { Logo } from './logo.tsx';
import { PUBLIC_NAV } from './public-header.tsx';

/** SPEC §2 public footer: product and legal links, the company's postal details, disclaimers, © 2025. */
export function PublicFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div>
            <Logo />
            <p className="mt-3 max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          </div>
          <FooterColumn title={t('footer.product')}>
            {PUBLIC_NAV.map((item) => (
              <li key={item.key}>
                <FooterLink to={{ pathname: '/', hash: item.hash }}>{t(`nav.${item.key}`)}</FooterLink>
              </li>
            ))}
            <li>
              <FooterLink to="/auth">{t('nav.signIn')}</FooterLink>
            </li>
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            {LEGAL_DOCUMENTS.map((document) => (
              <li key={document}>
                <FooterLink to={`/legal/${document}`}>{t(`legalLinks.${document}`)}</FooterLink>
              </li>
            ))}
            <li>
              <FooterLink to="/contact">{t('nav.contact')}</FooterLink>
            </li>
          </FooterColumn>
          <div>
            <h2 className="text-sm font-semibold text-fg">{t('footer.company')}</h2>
            <address className="mt-3 text-sm not-italic leading-6 text-muted">
              <CompanyDetails />
              <br />
              <a href={`mailto:${t('company.email')}`} className="text-fg underline-offset-4 hover:underline">
                {t('company.email')}
              </a>
            </address>
          </div>
        </div>
        <div className="mt-10 space-y-2 border-t border-border pt-6 text-xs leading-5 text-muted">
          <p>{t('footer.disclaimerTrademarks')}</p>
          <p>{t('footer.disclaimerResults')}</p>
          <p className="pt-2 font-medium text-fg/80">{t('footer.copyright')}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: ComponentProps<typeof Link>['to']; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-muted transition hover:text-fg">
      {children}
    </Link>
  );
}
