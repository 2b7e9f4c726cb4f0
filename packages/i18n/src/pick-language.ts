import { defaultLanguage, type Language } from './catalogues.ts';

/** The language of an Accept-Language header: English when it prefers English, else Czech. */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return defaultLanguage;
  const preferred = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', q = 'q=1'] = part.trim().split(';');
      return { tag: tag.toLowerCase(), q: Number(q.replace('q=', '')) || 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of preferred) {
    if (tag.startsWith('cs') || tag.startsWith('sk')) return 'cs';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLanguage;
}
