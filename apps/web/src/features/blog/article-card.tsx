import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language.ts';
import { ArticleCover } from './article-cover.tsx';
import type { BlogArticle } from './blog-articles.ts';
import { formatArticleDate } from './format-article-date.ts';

/** An article in the listing or under "related": cover, date, reading time, title and lead. */
export function ArticleCard({ article, headingLevel = 2 }: { article: BlogArticle; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <ArticleCover slug={article.slug} className="h-36" />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden />
            {t('readingTime', { count: article.readingMinutes })}
          </span>
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-fg">
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted">{article.description}</p>
        <span className="mt-auto pt-4 text-sm font-medium text-accent group-hover:underline">
          {t('readMore')}
        </span>
      </div>
    </article>
  );
}
