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

/** The <head> tags of a prerendered page: title, description, canonical, languages, Open Graph, JSON-LD. */
export function buildHeadTags(input: HeadInput): { title: string; tags: string } {
  const { path, language, appName } = input;
  const title = input.title ? `${input.title} · ${appName}` : appName;
  const description = shortenDescription(input.description);
  const url = pageUrl(path, language);
  // "<" inside JSON would let a text close the script element; as \u003c it stays data.
  const json = JSON.stringify(buildStructuredData({ ...input, description })).replace(/</g, '\\u003c');
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<link rel="alternate" hreflang="cs" href="${pageUrl(path, 'cs')}" />`,
    `<link rel="alternate" hreflang="en" href="${pageUrl(path, 'en')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${pageUrl(path, 'cs')}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(appName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${language === 'en' ? 'en_US' : 'cs_CZ'}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${json}</script>`,
  ].join('\n    ');
  return { title: escapeHtml(title), tags };
}
