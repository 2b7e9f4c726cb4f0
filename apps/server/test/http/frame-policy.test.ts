import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FRAME_POLICY, framePolicy } from '../../src/http/frame-policy.ts';

describe('frame policy of the web app', () => {
  const app = new Hono();
  app.use('*', framePolicy());
  app.get('*', (c) => c.text('ok'));

  it('lets pages frame only the app itself and Looker Studio embeds', async () => {
    const page = await app.request('/looker');
    expect(page.headers.get('content-security-policy')).toBe(
      "frame-src 'self' https://lookerstudio.google.com https://datastudio.google.com",
    );
    expect(FRAME_POLICY).not.toContain('*');
  });

  it('adds nothing to API answers', async () => {
    const api = await app.request('/api/health');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });
});
