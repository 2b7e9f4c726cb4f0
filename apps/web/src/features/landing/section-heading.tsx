import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** The eyebrow, title and lead of a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  level = 'h2',
}: {
  /** The heading's id, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  /** h1 where the section is a page of its own (/contact). */
  level?: 'h1' | 'h2';
}) {
  const Heading = level;
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-sm font-semibold text-accent">{eyebrow}</p>
      <Heading id={id} className="mt-2 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
        {title}
      </Heading>
      {lead && <p className="mt-4 text-base leading-7 text-muted sm:text-lg">{lead}</p>}
    </div>
  );
}

/** A landing section: an anchor target below the sticky header, with its own background. */
export function LandingSection({
  id,
  labelledBy,
  tone = 'plain',
  className,
  children,
}: {
  id?: string;
  labelledBy: string;
  tone?: 'plain' | 'raised';
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        'scroll-mt-16 py-20 sm:py-24',
        tone === 'raised' && 'border-y border-border bg-surface',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
