import { describe, expect, it } from 'vitest';
import { readCompany } from './company.ts';
import { buildHeadTags, offerCurrency, shortenDescription } from './head-tags.ts';

describe('head tags of a prerendered page', () => {
  it('prices the offer in CZK for Czech and USD for English (SPEC §4)', () => {
    expect(offerCurrency('cs')).toBe('CZK');
    expect(offerCurrency('en')).toBe('USD');
  });

  it('escapes texts and keeps a "<" in the JSON-LD from closing its script', () => {
    const { title, tags } = buildHeadTags({
      path: '/contact',
      language: 'en',
      title: 'A "quoted" <b>',
      description: 'Ends </script> here',
      appName: 'Ziskomer',
      company: readCompany({}),
    });
    expect(title).toBe('A &quot;quoted&quot; &lt;b&gt; · Ziskomer');
    expect(tags).toContain('href="%ZISKOMER_ORIGIN%/contact?lang=en"');
    expect(tags).not.toContain('</script> here');
    expect(tags).toContain('"priceCurrency":"USD"');
  });

  it('cuts a long description at a word', () => {
    const text = shortenDescription('slovo '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('slovo…')).toBe(true);
  });
});

describe('company details', () => {
  it('leaves out what is not configured and never shows an all-zero IČO', () => {
    expect(readCompany({})).toEqual({ name: 'Ziskoměr', id: null, addressLines: [] });
    expect(readCompany({ COMPANY_ID: '00000000' }).id).toBeNull();
    expect(
      readCompany({
        COMPANY_NAME: 'Firma s.r.o.',
        COMPANY_ID: '12345678',
        COMPANY_ADDRESS: 'Ulice 1, 110 00 Praha',
      }),
    ).toEqual({ name: 'Firma s.r.o.', id: '12345678', addressLines: ['Ulice 1', '110 00 Praha'] });
  });
});
