import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFeedItem, type FeedFields } from '@ziskomer/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { FeedFileError, readFeedFile } from '../../../src/modules/xml-feeds/read-feed-file.ts';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

async function readAll(path: string, maxItems = 1000) {
  let format = '';
  const items: FeedFields[] = [];
  for await (const batch of readFeedFile(path, { maxItems })) {
    format = batch.format;
    items.push(...batch.items);
  }
  return { format, items };
}

function tempFile(content: string | Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'feed-')), 'feed.xml');
  writeFileSync(path, content);
  return path;
}

describe('reading product feeds', () => {
  it('detects and reads a Google Merchant RSS feed', async () => {
    const { format, items } = await readAll(fixture('google.xml'));
    expect(format).toBe('google');
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({
      id: 'KAVA',
      title: 'Káva Etiopie Yirgacheffe 250 g',
      description: 'Výběrová káva s tóny <b>jasmínu</b> & citrusů',
      link: 'https://www.uzrnka.cz/kava-etiopie?utm_source=feed&utm_medium=cpc',
      image_link: 'https://www.uzrnka.cz/img/etiopie.jpg',
      price: '300.00',
      currency: 'CZK',
      brand: 'U Zrnka',
      availability: 'in_stock',
    });
    // g:title counts as the title; the nested shipping block is not a field.
    expect(items[1]).toMatchObject({ id: 'HRNEK', title: 'Keramický hrnek „Ráno“ 350 ml', price: '400.00' });
    expect(items[1]).not.toHaveProperty('shipping');
    expect(checkFeedItem(items[3]!)).toEqual(['missing_id', 'bad_price', 'bad_url']);
  });

  it('detects and reads a Heureka feed, Czech prices included', async () => {
    const { format, items } = await readAll(fixture('heureka.xml'));
    expect(format).toBe('heureka');
    expect(items[0]).toMatchObject({
      id: 'SIRUP',
      title: 'Sirup Monin Lískový oříšek 0,7 l',
      product_name: 'Sirup Monin Lískový oříšek 0,7 l – do kávy i dezertů',
      link: 'https://www.uzrnka.cz/sirup-liskovy-orisek',
      price: '100.00',
      currency: 'CZK',
      brand: 'Monin',
      gtin: '3052910056216',
      delivery_days: '0',
      product_type: 'Heureka.cz | Potraviny | Sirupy',
    });
    expect(items[1]).toMatchObject({ id: 'FILTR', price: '1299.50' });
    expect(checkFeedItem(items[2]!)).toEqual(['missing_price']);
  });

  it('tells a Zboží.cz feed apart by its namespace, and without it by its own elements', async () => {
    const { format, items } = await readAll(fixture('zbozi.xml'));
    expect(format).toBe('zbozi');
    expect(items.map((item) => item.id)).toEqual(['KAVA', 'DRIPPER']);
    expect(items[0]).toMatchObject({ max_cpc: '5', extra_message: 'free_delivery', price: '300.00' });
    const bare = tempFile(
      '<SHOP><SHOPITEM><ITEM_ID>A</ITEM_ID><PRODUCTNAME>Mlýnek</PRODUCTNAME><PRICE_VAT>10</PRICE_VAT><MAX_CPC>2</MAX_CPC></SHOPITEM></SHOP>',
    );
    expect((await readAll(bare)).format).toBe('zbozi');
  });

  it('reads an Atom feed with links in attributes and a windows-1250 Heureka feed', async () => {
    const atom = tempFile(
      '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0"><entry><g:id>X1</g:id><title>Čajová konvice</title><link href="https://www.uzrnka.cz/konvice"/><g:price>890.00 CZK</g:price></entry></feed>',
    );
    expect(await readAll(atom)).toEqual({
      format: 'google',
      items: [
        {
          id: 'X1',
          title: 'Čajová konvice',
          link: 'https://www.uzrnka.cz/konvice',
          price: '890.00',
          currency: 'CZK',
        },
      ],
    });
    const cp1250 = tempFile(
      iconv.encode(
        '<?xml version="1.0" encoding="windows-1250"?><SHOP><SHOPITEM><ITEM_ID>Ř1</ITEM_ID><PRODUCTNAME>Žluťoučký kůň</PRODUCTNAME><PRICE_VAT>5</PRICE_VAT></SHOPITEM></SHOP>',
        'windows-1250',
      ),
    );
    expect((await readAll(cp1250)).items[0]).toMatchObject({ id: 'Ř1', title: 'Žluťoučký kůň' });
  });

  it('refuses malformed XML, a file of another kind and too many items, with a code', async () => {
    const broken = tempFile('<SHOP><SHOPITEM><ITEM_ID>1</ITEM_ID>\n<PRODUCTNAME>A</SHOPITEM></SHOP>');
    await expect(readAll(broken)).rejects.toMatchObject({ code: 'feed_malformed', details: { line: 2 } });
    const html = tempFile('<html><body>Stránka nenalezena</body></html>');
    await expect(readAll(html)).rejects.toMatchObject({
      code: 'feed_format_unknown',
      details: { root: 'html' },
    });
    await expect(readAll(tempFile('není to XML'))).rejects.toBeInstanceOf(FeedFileError);
    await expect(readAll(fixture('heureka.xml'), 2)).rejects.toMatchObject({ code: 'feed_too_many_items' });
  });
});
