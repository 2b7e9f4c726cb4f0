export { catalogues, defaultLanguage, type Language, languages, type Namespace } from './catalogues.ts';
export { formatDayRange } from './format-day-range.ts';
export { channelContext, type Gender, pickContextForm } from './grammatical-gender.ts';
export { pickLanguage } from './pick-language.ts';
export { translateError } from './translate-error.ts';
