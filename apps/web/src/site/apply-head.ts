import type { HeadElement, PageHead } from './head-tags.ts';

/**
 * The head elements that belong to one public page: on the next page they are replaced, or
 * removed when that page is not a public one (a signed-in screen has no canonical address).
 */
const PAGE_ELEMENTS = [
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name="twitter:card"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Puts a page's head in place of the previous page's: the prerendered HTML carries the first
 * page's tags, and a client-side navigation changes none of them by itself. Null for a page that
 * is not public: its page-specific tags go and the description is the product's own. The title
 * is left to the page (useDocumentTitle), which knows it first.
 */
export function applyHead(document: Document, head: PageHead | null, fallbackDescription: string) {
  for (const element of document.head.querySelectorAll(PAGE_ELEMENTS)) element.remove();
  const description = head?.elements.find((element) => element.attributes.name === 'description');
  setDescription(document, description?.attributes.content ?? fallbackDescription);
  if (!head) return;
  for (const element of head.elements) {
    if (element !== description) document.head.append(createElement(document, element));
  }
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = head.jsonLd;
  document.head.append(script);
}

function setDescription(document: Document, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

function createElement(document: Document, { tag, attributes }: HeadElement) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
