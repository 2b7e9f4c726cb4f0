import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ContactSection } from './sections/contact-section.tsx';

/** /contact: the landing page's contact section on a page of its own (linked from the footer). */
export default function ContactPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('contact.eyebrow'));
  return <ContactSection level="h1" />;
}
