import type { Language } from '@ziskomer/i18n';
import type { Company } from './company.ts';

/** Replaced by the server with its public address (APP_URL), so one build serves any domain. */
export const ORIGIN_TOKEN = '%ZISKOMER_ORIGIN%';

export interface HeadInput {
  path: string;
  language: Language;
  /** The page's title without the product's name, or null for the product's own title. */
  title: string | null;
  description: string;
  appName: string;
  company: Company;
}

/** The address of a page in a language: Czech at the path, English with ?lang=en. */
export function pageUrl(path: string, language: Language, origin = ORIGIN_TOKEN) {
  return `${origin}${path}${language === 'en' ? '?lang=en' : ''}`;
}

/** SPEC §4: structured data is priced in USD for English and in CZK otherwise. */
export function offerCurrency(language: Language) {
  return language === 'en' ? 'USD' : 'CZK';
}

/** Organization, WebSite and SoftwareApplication (with its free plan's offer) as JSON-LD. */
export function buildStructuredData({ language, description, appName, company }: HeadInput) {
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': `${ORIGIN_TOKEN}/#organization`,
    name: company.name,
    url: `${ORIGIN_TOKEN}/`,
    logo: `${ORIGIN_TOKEN}/favicon.svg`,
  };
  if (company.id) organization.taxID = company.id;
  if (company.addressLines.length > 0) organization.address = company.addressLines.join(', ');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        name: appName,
        url: `${ORIGIN_TOKEN}/`,
        inLanguage: language,
        publisher: { '@id': `${ORIGIN_TOKEN}/#organization` },
      },
      {
        '@type': 'SoftwareApplication',
        name: appName,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        url: `${ORIGIN_TOKEN}/`,
        description,
        offers: { '@type': 'Offer', price: '0', priceCurrency: offerCurrency(language) },
        publisher: { '@id': `${ORIGIN_TOKEN}/#organization` },
      },
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A description for search results: one line, cut at a word near 160 characters. */
export function shortenDescription(text: string, max = 160) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** One <meta> or <link> of a page's head, as attribute pairs. */
export type HeadElement =
  | { tag: 'meta'; attributes: Readonly<Record<string, string>> }
  | { tag: 'link'; attributes: Readonly<Record<string, string>> };

/**
 * A page's head: its full title, and the description, canonical, language alternates, Open
 * Graph tags and JSON-LD. The prerender writes it as HTML (buildHeadTags); in the browser,
 * applyHead (apply-head.ts) puts the same tags in place on every client-side navigation.
 */
export interface PageHead {
  title: string;
  elements: HeadElement[];
  /** Structured data as JSON; "<" is written as \u003c so no text can close its script. */
  jsonLd: string;
}

export function buildPageHead(input: HeadInput, origin = ORIGIN_TOKEN): PageHead {
  const { path, language, appName } = input;
  const title = input.title ? `${input.title} · ${appName}` : appName;
  const description = shortenDescription(input.description);
  const url = pageUrl(path, language, origin);
  const meta = (attributes: Record<string, string>): HeadElement => ({ tag: 'meta', attributes });
  const link = (attributes: Record<string, string>): HeadElement => ({ tag: 'link', attributes });
  const jsonLd = JSON.stringify(buildStructuredData({ ...input, description }))
    .replaceAll(ORIGIN_TOKEN, origin)
    .replace(/</g, '\\u003c');
  return {
    title,
    jsonLd,
    elements: [
      meta({ name: 'description', content: description }),
      link({ rel: 'canonical', href: url }),
      link({ rel: 'alternate', hreflang: 'cs', href: pageUrl(path, 'cs', origin) }),
      link({ rel: 'alternate', hreflang: 'en', href: pageUrl(path, 'en', origin) }),
      link({ rel: 'alternate', hreflang: 'x-default', href: pageUrl(path, 'cs', origin) }),
      meta({ property: 'og:type', content: 'website' }),
      meta({ property: 'og:site_name', content: appName }),
      meta({ property: 'og:title', content: title }),
      meta({ property: 'og:description', content: description }),
      meta({ property: 'og:url', content: url }),
      meta({ property: 'og:locale', content: language === 'en' ? 'en_US' : 'cs_CZ' }),
      meta({ name: 'twitter:card', content: 'summary' }),
    ],
  };
}

/** The <head> tags of a prerendered page: title, description, canonical, languages, Open Graph, JSON-LD. */
export function buildHeadTags(input: HeadInput): { title: string; tags: string } {
  const head = buildPageHead(input);
  const tags = head.elements.map(({ tag, attributes }) => {
    const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    return `<${tag} ${pairs.join(' ')} />`;
  });
  tags.push(`<script type="application/ld+json">${head.jsonLd}</script>`);
  return { title: escapeHtml(head.title), tags: tags.join('\n    ') };
}
