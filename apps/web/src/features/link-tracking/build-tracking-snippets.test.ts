import { describe, expect, it } from 'vitest';
import { buildTrackingSnippets } from './build-tracking-snippets.ts';

const comments = { fillIn: 'Doplňte údaje objednávky', secretOnServer: 'Tajný klíč jen na serveru' };
const snippets = buildTrackingSnippets('https://app.ziskomer.cz', 'zk_pub_abc', comments);

describe('buildTrackingSnippets', () => {
  it('posts to the shop’s endpoint from every snippet', () => {
    const url = 'https://app.ziskomer.cz/api/track/zk_pub_abc/orders';
    expect(snippets.browser).toContain(`fetch('${url}'`);
    expect(snippets.curl).toContain(`curl -X POST '${url}'`);
    expect(snippets.node).toContain(`await fetch('${url}'`);
  });

  it('sends the browser call as text/plain with keepalive (no preflight, survives leaving the page)', () => {
    expect(snippets.browser).toContain("'Content-Type': 'text/plain'");
    expect(snippets.browser).toContain('keepalive: true');
    expect(snippets.browser).toContain('// Doplňte údaje objednávky');
  });

  it('never puts the secret into a snippet: the server examples read ZISKOMER_SECRET', () => {
    expect(snippets.curl).toContain('-hmac "$ZISKOMER_SECRET"');
    expect(snippets.node).toContain('process.env.ZISKOMER_SECRET');
    expect(snippets.browser).not.toContain('SECRET');
  });

  it('signs "<timestamp>.<body>" and sends both headers the server checks', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template literal, as text
    expect(snippets.node).toContain('.update(`${timestamp}.${body}`)');
    expect(snippets.curl).toContain('printf \'%s\' "$TS.$BODY"');
    for (const code of [snippets.curl, snippets.node]) {
      expect(code).toContain('X-Ziskomer-Timestamp');
      expect(code).toContain('X-Ziskomer-Signature');
      expect(code).toContain('sha256=');
    }
  });
});
