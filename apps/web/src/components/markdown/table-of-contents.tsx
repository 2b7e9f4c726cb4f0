import type { TocEntry } from './parse-markdown.ts';

/** The headings of a long text as in-page links (a sticky column on wide screens). */
export function TableOfContents({ entries, title }: { entries: TocEntry[]; title: string }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label={title} className="rounded-xl border border-border bg-surface p-4 text-sm">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">{title}</p>
      <ol className="space-y-1.5">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="block leading-5 text-muted transition hover:text-accent">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
