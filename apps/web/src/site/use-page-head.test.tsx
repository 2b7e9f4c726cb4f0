// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../app/route-table.ts';
import { BLOG_ARTICLE_META } from '../features/blog/blog-articles.ts';
import { i18next } from '../lib/i18n.ts';
import { shortenDescription } from './head-tags.ts';
import { usePageHead } from './use-page-head.ts';

function HeadProbe() {
  usePageHead(ROUTE_TABLE);
  return null;
}

/** A router over every path, drawing nothing but the head: what a navigation leaves in <head>. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <HeadProbe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const head = () => document.head;
const attribute = (selector: string, name: string) =>
  head().querySelector(selector)?.getAttribute(name) ?? null;
const description = () => attribute('meta[name="description"]', 'content');
const canonical = () => attribute('link[rel="canonical"]', 'href');
const og = (property: string) => attribute(`meta[property="og:${property}"]`, 'content');
const jsonLd = () =>
  JSON.parse(head().querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');

const article = '/blog/poas-vs-roas-vs-pno';
const articleMeta = BLOG_ARTICLE_META[article];
const origin = window.location.origin;

beforeEach(async () => {
  // As the prerendered blog list arrives: its own tags in the head.
  head().innerHTML = [
    '<title>Blog · Ziskoměr</title>',
    '<meta name="description" content="the list\'s description" />',
    `<link rel="canonical" href="${origin}/blog" />`,
    `<meta property="og:url" content="${origin}/blog" />`,
    '<script type="application/ld+json">{}</script>',
  ].join('');
  await i18next.changeLanguage('cs');
});
afterEach(cleanup);

describe('the head on client-side navigation', () => {
  it('replaces the description, canonical, Open Graph tags and structured data with the next page’s', async () => {
    const router = renderAt('/blog');
    await waitFor(() => expect(description()).toBe(i18next.t('blog:routes.list.description')));
    await act(() => router.navigate(article));
    await waitFor(() => expect(canonical()).toBe(`${origin}${article}`));
    expect(description()).toBe(shortenDescription(articleMeta?.cs.description ?? ''));
    expect(og('url')).toBe(`${origin}${article}`);
    expect(og('title')).toBe(`${articleMeta?.cs.title} · Ziskoměr`);
    expect(og('description')).toBe(description());
    expect(og('locale')).toBe('cs_CZ');
    // Each tag once: the list's tags are replaced, not kept beside the article's.
    expect(head().querySelectorAll('link[rel="canonical"], meta[property="og:url"]')).toHaveLength(2);
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const app = jsonLd()['@graph'].find(
      (node: { '@type': string }) => node['@type'] === 'SoftwareApplication',
    );
    expect(app.description).toBe(description());
    expect(app.url).toBe(`${origin}/`);
    expect(app.offers.priceCurrency).toBe('CZK');
  });

  it('follows a switch to English: the English address, texts and price currency', async () => {
    renderAt(article);
    await waitFor(() => expect(canonical()).toBe(`${origin}${article}`));
    await act(() => i18next.changeLanguage('en'));
    await waitFor(() => expect(canonical()).toBe(`${origin}${article}?lang=en`));
    expect(description()).toBe(shortenDescription(articleMeta?.en.description ?? ''));
    expect(og('locale')).toBe('en_US');
    expect(attribute('link[hreflang="cs"]', 'href')).toBe(`${origin}${article}`);
    expect(attribute('link[hreflang="en"]', 'href')).toBe(`${origin}${article}?lang=en`);
    const app = jsonLd()['@graph'].find(
      (node: { '@type': string }) => node['@type'] === 'SoftwareApplication',
    );
    expect(app.offers.priceCurrency).toBe('USD');
  });

  it('drops the page tags on a page that is not public and gives the product’s description', async () => {
    const router = renderAt(article);
    await waitFor(() => expect(canonical()).toBe(`${origin}${article}`));
    await act(() => router.navigate('/analytics/orders'));
    await waitFor(() => expect(canonical()).toBeNull());
    expect(description()).toBe(i18next.t('landing:meta.description'));
    expect(
      head().querySelector('meta[property^="og:"], link[hreflang], script[type="application/ld+json"]'),
    ).toBeNull();
    // An address that is no article at all is not public either.
    await act(() => router.navigate('/blog/no-such-article'));
    await waitFor(() => expect(description()).toBe(i18next.t('landing:meta.description')));
    expect(canonical()).toBeNull();
  });

  it('gives the landing the product’s own title in Open Graph', async () => {
    renderAt('/');
    await waitFor(() => expect(canonical()).toBe(`${origin}/`));
    expect(og('title')).toBe('Ziskoměr');
    expect(description()).toBe(shortenDescription(i18next.t('landing:meta.description')));
  });
});
