import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

/** SPEC §2 FAQ groups. */
const GROUPS = ['start', 'integrations', 'security'] as const;

interface FaqItem {
  question: string;
  answer: string;
}

/** Questions in three groups (Začínáme, Integrace, Bezpečnost), each answer in an accordion. */
export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
      <div className="mx-auto mt-14 grid max-w-5xl gap-10 lg:grid-cols-3">
        {GROUPS.map((group) => {
          const items = t(`faq.groups.${group}.items`, { returnObjects: true }) as FaqItem[];
          return (
            <div key={group}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">
                {t(`faq.groups.${group}.title`)}
              </h3>
              <Accordion.Root type="multiple" className="mt-4 divide-y divide-border border-y border-border">
                {items.map((item) => (
                  <Accordion.Item key={item.question} value={item.question}>
                    <Accordion.Header>
                      <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 py-4 text-left text-[15px] font-medium text-fg transition hover:text-accent">
                        {item.question}
                        <ChevronDown
                          className="mt-0.5 h-4 w-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                          aria-hidden
                        />
                      </Accordion.Trigger>
                    </Accordion.Header>
                    <Accordion.Content className="pb-4 text-sm leading-6 text-muted">
                      {item.answer}
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
