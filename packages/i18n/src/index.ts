export { catalogues, defaultLanguage, type Language, languages, type Namespace } from './catalogues.ts';
export { pickLanguage } from './pick-language.ts';
export { translateError } from './translate-error.ts';
