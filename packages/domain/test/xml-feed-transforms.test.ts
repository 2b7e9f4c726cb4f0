import type { FeedRule } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyFeedTransforms,
  diffFeedFields,
  escapeXml,
  type FeedProfitContext,
  parseFeedPrice,
  renderFeedTemplate,
  writeFeedItem,
} from '../src/index.ts';

const context: FeedProfitContext = {
  products: new Map([
    ['KAVA', { revenue: 1000, margin: 450 }],
    ['CAJ', { revenue: 500, margin: 50 }],
    ['HRNEK', { revenue: 400, margin: 100 }],
  ]),
  hubs: (top) => new Set(top >= 1 ? ['KAVA', 'HRNEK'] : []),
};

describe('feed transforms', () => {
  it('renames, fills defaults and fills templates in order', () => {
    const rules: FeedRule[] = [
      { type: 'rename', from: 'product_name', to: 'description' },
      { type: 'default', field: 'brand', value: 'U Zrnka' },
      { type: 'template', field: 'title', template: '{title} – {brand}' },
    ];
    const output = applyFeedTransforms(
      { id: 'KAVA', title: 'Káva Etiopie', product_name: 'Výběrová' },
      rules,
      context,
    );
    expect(output).toEqual({
      id: 'KAVA',
      title: 'Káva Etiopie – U Zrnka',
      description: 'Výběrová',
      brand: 'U Zrnka',
    });
    expect(diffFeedFields({ id: 'KAVA', title: 'Káva Etiopie', product_name: 'Výběrová' }, output)).toEqual([
      'brand',
      'description',
      'product_name',
      'title',
    ]);
  });

  it('drops the separator of a missing field in a template', () => {
    expect(renderFeedTemplate('{title} – {brand}', { title: 'Hrnek' })).toBe('Hrnek');
    expect(renderFeedTemplate('{brand} | {title} ({color})', { title: 'Hrnek', brand: 'Bechyně' })).toBe(
      'Bechyně | Hrnek ()',
    );
  });

  it('labels products by margin and cross-sell', () => {
    const rules: FeedRule[] = [
      { type: 'margin_label', field: 'custom_label_0', highPercent: 40, lowPercent: 15 },
      { type: 'cross_sell_label', field: 'custom_label_1', topPairs: 10 },
    ];
    const label = (id: string) => applyFeedTransforms({ id }, rules, context);
    expect(label('KAVA')).toMatchObject({ custom_label_0: 'high_margin', custom_label_1: 'cross_sell_hub' });
    expect(label('CAJ')).toEqual({ id: 'CAJ', custom_label_0: 'low_margin' });
    expect(label('HRNEK')).toMatchObject({ custom_label_0: 'mid_margin', custom_label_1: 'cross_sell_hub' });
    expect(label('NOVINKA')).toEqual({ id: 'NOVINKA', custom_label_0: 'no_sales' });
  });

  it('parses prices as feeds write them', () => {
    expect(parseFeedPrice('1 299,50 Kč')).toEqual({ amount: '1299.50', currency: 'CZK' });
    expect(parseFeedPrice('19.90 EUR')).toEqual({ amount: '19.90', currency: 'EUR' });
    expect(parseFeedPrice('-5')).toBeNull();
    expect(parseFeedPrice('zdarma')).toBeNull();
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml('Tom & Jerry <b>"a"</b> \'x\'\u0001\uFFFF')).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;a&quot;&lt;/b&gt; &apos;x&apos;',
    );
    expect(
      writeFeedItem('heureka', { id: 'A&B', title: 'Káva <250 g>', price: '300.00', currency: 'CZK' }),
    ).toBe(
      '<SHOPITEM><ITEM_ID>A&amp;B</ITEM_ID><PRODUCTNAME>Káva &lt;250 g&gt;</PRODUCTNAME><PRICE_VAT>300.00</PRICE_VAT></SHOPITEM>\n',
    );
    expect(writeFeedItem('google', { id: 'A', price: '300.00', currency: 'CZK', delivery_days: '0' })).toBe(
      '<item><g:id>A</g:id><g:price>300.00 CZK</g:price><g:availability>in_stock</g:availability></item>\n',
    );
  });
});
