import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ApplicationsSection } from './sections/applications-section.tsx';
import { BenefitsSection } from './sections/benefits-section.tsx';
import { CompanySection } from './sections/company-section.tsx';
import { ContactSection } from './sections/contact-section.tsx';
import { CtaSection } from './sections/cta-section.tsx';
import { FaqSection } from './sections/faq-section.tsx';
import { FeaturesSection } from './sections/features-section.tsx';
import { HeroSection } from './sections/hero-section.tsx';
import { PricingSection } from './sections/pricing-section.tsx';
import { SecuritySection } from './sections/security-section.tsx';
import { TestimonialsSection } from './sections/testimonials-section.tsx';

/** Scrolls to the section named in the address (#features, #pricing, …) once it is on the page. */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) re-targets the hash.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, key]);
}

/** "/" for visitors (SPEC §2), sections in the specified order. */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('documentTitle'));
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <FeaturesSection />
      <TestimonialsSection />
      <CtaSection />
      <PricingSection />
      <SecuritySection />
      <ApplicationsSection />
      <FaqSection />
      <CompanySection />
      <ContactSection />
    </>
  );
}
