import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../src/pick-language.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'cs'],
    ['', 'cs'],
    ['en-GB,en;q=0.9', 'en'],
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cs'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr-FR', 'cs'],
    ['en;q=0.2,cs;q=0.8', 'cs'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
