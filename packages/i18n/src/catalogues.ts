import csCommon from './cs/common.json' with { type: 'json' };
import csErrors from './cs/errors.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };

/**
 * The UI copy, one JSON file per namespace and language. A new namespace is added to both
 * languages here; `test/catalogues.test.ts` fails when a key is missing in either, or when a
 * Czech plural lacks one of its forms (one, few, many, other).
 */
export const catalogues = {
  cs: { common: csCommon, errors: csErrors },
  en: { common: enCommon, errors: enErrors },
} as const;

export type Language = keyof typeof catalogues;
export const languages = ['cs', 'en'] as const satisfies readonly Language[];
export const defaultLanguage: Language = 'cs';
export type Namespace = keyof (typeof catalogues)['cs'];
