import type { Language } from '@ziskomer/i18n';
import type { Root } from 'mdast';
import { parseFrontMatter } from '../../components/markdown/parse-front-matter.ts';
import { listHeadings, parseMarkdown, type TocEntry } from '../../components/markdown/parse-markdown.ts';
import { readingMinutes } from '../../components/markdown/reading-time.ts';

/**
 * The blog's articles: Markdown files in ./articles/<language>/<slug>.md, bundled at build time
 * (no API call), so every page renders its full text at once and can be prerendered. Each
 * article exists in Czech and English under the same slug; `blog-articles.test.ts` checks that.
 */
const SOURCES = import.meta.glob<string>('./articles/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface BlogArticle {
  slug: string;
  language: Language;
  title: string;
  description: string;
  /** ISO day of publication. */
  date: string;
  /** The screen of the app the article leads to (its call to action). */
  appPath: string;
  /** Slugs of related articles, shown under the text. */
  related: string[];
  readingMinutes: number;
  tree: Root;
  headings: TocEntry[];
  /** The file it was read from, for error messages. */
  file: string;
}

const REQUIRED = ['title', 'description', 'date', 'slug', 'appPath'] as const;

/** Reads one article file; throws naming the file when its front matter is incomplete. */
export function readArticle(file: string, source: string): BlogArticle {
  const language = /\/articles\/(cs|en)\//.exec(file)?.[1] as Language | undefined;
  if (!language) throw new Error(`${file}: not under articles/cs or articles/en`);
  const { data, body } = parseFrontMatter(source);
  for (const key of REQUIRED) if (!data[key]) throw new Error(`${file}: front matter lacks ${key}`);
  const tree = parseMarkdown(body);
  return {
    slug: data.slug!,
    language,
    title: data.title!,
    description: data.description!,
    date: data.date!,
    appPath: data.appPath!,
    related: (data.related ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    readingMinutes: readingMinutes(body),
    tree,
    headings: listHeadings(tree),
    file,
  };
}

export const BLOG_ARTICLES: readonly BlogArticle[] = Object.entries(SOURCES)
  .map(([file, source]) => readArticle(file, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** The articles in one language, newest first. */
export function listArticles(language: Language): BlogArticle[] {
  return BLOG_ARTICLES.filter((article) => article.language === language);
}

export function findArticle(slug: string | undefined, language: Language): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug && article.language === language);
}

/**
 * Title and description of every article per language, for the route table's meta tags and the
 * sitemap: `/blog/<slug>` → { cs, en }.
 */
export const BLOG_ARTICLE_META: Record<
  string,
  Record<Language, { title: string; description: string }>
> = Object.fromEntries(
  [...new Set(BLOG_ARTICLES.map((a) => a.slug))].map((slug) => [
    `/blog/${slug}`,
    Object.fromEntries(
      BLOG_ARTICLES.filter((a) => a.slug === slug).map((a) => [
        a.language,
        { title: a.title, description: a.description },
      ]),
    ) as Record<Language, { title: string; description: string }>,
  ]),
);
