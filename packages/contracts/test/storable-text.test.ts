import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorableText } from '../src/storable-text.ts';

describe('text the database cannot store', () => {
  it('is a NUL byte or a lone surrogate; paired surrogates (emoji) and control characters are fine', () => {
    expect(isUnstorableText('a\u0000b')).toBe(true);
    expect(isUnstorableText('\ud800')).toBe(true);
    expect(isUnstorableText('x\udfffy')).toBe(true);
    expect(isUnstorableText('\ud83d')).toBe(true);
    expect(isUnstorableText('😀 Příliš žluťoučký kůň')).toBe(false);
    expect(isUnstorableText('tab\tand\u0001')).toBe(false);
    expect(isUnstorableText('%00')).toBe(false);
  });

  it('is found at any depth of a body, in values and keys, and named by its path', () => {
    expect(findUnstorableText({ a: 1, b: [{ c: 'ok' }, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ items: [{ 'na\u0000me': 1 }] })).toBe('items.0.na\ufffdme');
    expect(findUnstorableText(['ok', '\ud800'])).toBe('1');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 'ok', n: 5, z: null, t: true })).toBeNull();
  });

  it('leaves the files of a form alone: their bytes are the readers’ business', () => {
    expect(findUnstorableText({ file: new Blob(['\u0000']), name: 'ok' })).toBeNull();
  });
});
