import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseChartSpec } from '../../components/markdown/chart-spec.ts';
import { listCodeBlocks, listLinks } from '../../components/markdown/parse-markdown.ts';
import { ACADEMY_LESSONS } from '../academy/academy-lessons.ts';
import { BLOG_ARTICLE_META, BLOG_ARTICLES, readArticle } from './blog-articles.ts';

/** The paths the route table declares (read from its source, so no browser router is built here). */
function routerPaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, '../../app/route-table.ts'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
}

const PATHS = routerPaths();
const isRoute = (url: string) => PATHS.some((path) => matchPath({ path, end: true }, url.split(/[?#]/)[0]!));

describe('blog content', () => {
  it('has at least six articles, each in Czech and English under one slug', () => {
    const slugs = [...new Set(BLOG_ARTICLES.map((a) => a.slug))];
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    for (const slug of slugs) {
      expect(
        BLOG_ARTICLES.filter((a) => a.slug === slug)
          .map((a) => a.language)
          .sort(),
        slug,
      ).toEqual(['cs', 'en']);
    }
  });

  it('keeps slugs unique per language and the file named by its slug', () => {
    for (const language of ['cs', 'en'] as const) {
      const slugs = BLOG_ARTICLES.filter((a) => a.language === language).map((a) => a.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const article of BLOG_ARTICLES) expect(article.file.endsWith(`/${article.slug}.md`)).toBe(true);
  });

  it('has complete front matter: title, description, an ISO day, reading time', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.title.length, article.file).toBeGreaterThan(10);
      expect(article.description.length, article.file).toBeGreaterThan(40);
      expect(article.date, article.file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.readingMinutes, article.file).toBeGreaterThanOrEqual(2);
    }
    // Both languages of an article share its date and its call to action.
    for (const cs of BLOG_ARTICLES.filter((a) => a.language === 'cs')) {
      const en = BLOG_ARTICLES.find((a) => a.slug === cs.slug && a.language === 'en')!;
      expect([en.date, en.appPath, en.related]).toEqual([cs.date, cs.appPath, cs.related]);
    }
  });

  it('refuses a file whose front matter lacks a field', () => {
    expect(() => readArticle('./articles/cs/x.md', '---\ntitle: T\nslug: x\n---\nText')).toThrow(
      /lacks description/,
    );
    expect(() => readArticle('./articles/de/x.md', '---\ntitle: T\n---\n')).toThrow(/not under/);
  });

  it('gives every article headings, a table and a chart that parses', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.headings.length, article.file).toBeGreaterThanOrEqual(3);
      expect(
        article.tree.children.some((n) => n.type === 'table'),
        article.file,
      ).toBe(true);
      const charts = listCodeBlocks(article.tree, 'chart');
      expect(charts.length, article.file).toBeGreaterThanOrEqual(1);
      for (const chart of charts) expect(() => parseChartSpec(chart), article.file).not.toThrow();
    }
  });

  it('links only to routes that exist and to related articles that exist', () => {
    const slugs = new Set(BLOG_ARTICLES.map((a) => a.slug));
    for (const item of [...BLOG_ARTICLES, ...ACADEMY_LESSONS]) {
      const links = listLinks(item.tree);
      for (const url of links) {
        expect(url.startsWith('/'), `${item.file}: ${url} (no external links)`).toBe(true);
        expect(isRoute(url), `${item.file}: ${url}`).toBe(true);
        if (url.startsWith('/blog/')) expect(slugs.has(url.slice(6)), `${item.file}: ${url}`).toBe(true);
      }
      expect(isRoute(item.appPath), `${item.file}: appPath ${item.appPath}`).toBe(true);
    }
    for (const article of BLOG_ARTICLES) {
      expect(article.related.length).toBeGreaterThan(0);
      for (const slug of article.related) {
        expect(slugs.has(slug), `${article.file}: related ${slug}`).toBe(true);
        expect(slug).not.toBe(article.slug);
      }
    }
  });

  it('at least one article links into the app, e.g. the marketing screen', () => {
    const all = BLOG_ARTICLES.flatMap((a) => listLinks(a.tree));
    expect(all).toContain('/analytics/marketing');
  });

  it('exports title and description per article and language for the route table', () => {
    expect(BLOG_ARTICLE_META['/blog/poas-vs-roas-vs-pno']?.cs.title).toMatch(/POAS/);
    for (const [path, meta] of Object.entries(BLOG_ARTICLE_META)) {
      expect(isRoute(path)).toBe(true);
      expect(meta.cs.description && meta.en.description, path).toBeTruthy();
    }
  });
});
