import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ArticleCard } from './article-card.tsx';
import { listArticles } from './blog-articles.ts';

/** /blog (SPEC §2): every article in the reader's language, newest first. */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  useDocumentTitle(t('list.title'));
  const articles = listArticles(language);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-accent">{t('list.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{t('list.title')}</h1>
        <p className="mt-4 text-base leading-7 text-muted sm:text-lg">{t('list.lead')}</p>
      </header>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </div>
    </div>
  );
}
