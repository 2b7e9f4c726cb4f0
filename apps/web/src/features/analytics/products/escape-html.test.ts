import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes what HTML would read as markup', () => {
    expect(escapeHtml('Káva <b>"Bio"</b> & čaj')).toBe('Káva &#60;b&#62;&#34;Bio&#34;&#60;/b&#62; &#38; čaj');
  });
});
