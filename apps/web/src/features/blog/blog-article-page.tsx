import { ArrowLeft, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MarkdownView } from '../../components/markdown/markdown-view.tsx';
import { TableOfContents } from '../../components/markdown/table-of-contents.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import NotFoundPage from '../not-found/not-found-page.tsx';
import { ArticleCard } from './article-card.tsx';
import { ArticleCover } from './article-cover.tsx';
import { type BlogArticle, findArticle } from './blog-articles.ts';
import { formatArticleDate } from './format-article-date.ts';
import { TryInAppCard } from './try-in-app-card.tsx';

/** /blog/:slug (SPEC §2): the article with its contents, a call to action and related articles. */
export default function BlogArticlePage() {
  const { slug } = useParams();
  const { language } = useLanguage();
  const article = findArticle(slug, language);
  if (!article) return <NotFoundPage />;
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: BlogArticle }) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  useDocumentTitle(article.title);
  const related = article.related
    .map((slug) => findArticle(slug, language))
    .filter((a): a is BlogArticle => a !== undefined);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('article.back')}
      </Link>
      <header className="mt-6 max-w-3xl">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden />
            {t('readingTime', { count: article.readingMinutes })}
          </span>
        </p>
        <h1 className="mt-3 text-3xl font-semibold leading-tight tracking-tight text-fg sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-muted">{article.description}</p>
      </header>
      <ArticleCover slug={article.slug} className="mt-8 h-40 rounded-2xl border border-border sm:h-52" />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <article className="min-w-0 max-w-3xl">
          <div className="mb-8 lg:hidden">
            <TableOfContents entries={article.headings} title={t('article.contents')} />
          </div>
          <MarkdownView tree={article.tree} />
          <div className="mt-12">
            <TryInAppCard appPath={article.appPath} title={t('cta.title')} text={t('cta.text')} />
          </div>
        </article>
        <div className="hidden lg:block">
          <div className="sticky top-24">
            <TableOfContents entries={article.headings} title={t('article.contents')} />
          </div>
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16 border-t border-border pt-10">
          <h2 id="related-title" className="text-xl font-semibold text-fg">
            {t('article.related')}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <ArticleCard key={a.slug} article={a} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
