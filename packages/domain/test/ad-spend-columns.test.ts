import { describe, expect, it } from 'vitest';
import {
  detectAdSpendColumns,
  getHeaderCurrency,
  getMissingAdSpendFields,
  mapAdSpendColumnsWithPreset,
  parseAdChannel,
} from '../src/ad-spend-columns.ts';
import { parseCurrencyCode } from '../src/parse-currency-code.ts';

describe('detectAdSpendColumns', () => {
  it('recognises a Google Ads report from the English interface', () => {
    const header = [
      'Day',
      'Campaign',
      'Currency code',
      'Impr.',
      'Clicks',
      'Cost',
      'Conversions',
      'Conv. value',
    ];
    expect(detectAdSpendColumns(header)).toEqual({
      preset: 'google_ads',
      mapping: {
        date: 'Day',
        campaign: 'Campaign',
        impressions: 'Impr.',
        clicks: 'Clicks',
        cost: 'Cost',
        conversions: 'Conversions',
        conversionValue: 'Conv. value',
        currency: 'Currency code',
      },
    });
  });

  it('recognises a Google Ads report from the Czech interface', () => {
    const header = ['Den', 'Kampaň', 'Zobr.', 'Prokliky', 'Cena', 'Konverze', 'Hodnota konv.'];
    expect(detectAdSpendColumns(header).preset).toBe('google_ads');
  });

  it('recognises Sklik, whose Czech names overlap with Google Ads', () => {
    const header = ['Datum', 'Kampaň', 'Zobrazení', 'Kliknutí', 'Cena', 'Konverze', 'Hodnota konverzí'];
    expect(detectAdSpendColumns(header)).toMatchObject({
      preset: 'sklik',
      mapping: { date: 'Datum', impressions: 'Zobrazení', clicks: 'Kliknutí', cost: 'Cena' },
    });
  });

  it('recognises Meta Ads Manager and prefers its Day column to the report start', () => {
    const header = [
      'Reporting starts',
      'Campaign name',
      'Day',
      'Link clicks',
      'Amount spent (EUR)',
      'Results',
    ];
    expect(detectAdSpendColumns(header)).toMatchObject({
      preset: 'meta',
      mapping: { date: 'Day', campaign: 'Campaign name', clicks: 'Link clicks', cost: 'Amount spent (EUR)' },
    });
    expect(mapAdSpendColumnsWithPreset(['Reporting starts', 'Amount spent (CZK)'], 'meta')).toEqual({
      date: 'Reporting starts',
      cost: 'Amount spent (CZK)',
    });
  });

  it('takes a plain file for our own format, not for an export that would decide its channel', () => {
    expect(detectAdSpendColumns(['day', 'campaign', 'cost'])).toEqual({
      preset: 'ziskomer',
      mapping: { date: 'day', campaign: 'campaign', cost: 'cost' },
    });
    expect(detectAdSpendColumns(['date', 'channel', 'account', 'conversion_value', 'cost']).preset).toBe(
      'ziskomer',
    );
  });

  it('returns no preset when the date or the cost has no column', () => {
    expect(detectAdSpendColumns(['Kampaň', 'Prokliky']).preset).toBeNull();
  });
});

describe('getMissingAdSpendFields', () => {
  it('needs a day, a cost and a channel from a column or for the whole file', () => {
    expect(getMissingAdSpendFields({}, null)).toEqual(['date', 'channel', 'cost']);
    expect(getMissingAdSpendFields({ date: 'd', cost: 'c' }, 'sklik')).toEqual([]);
    expect(getMissingAdSpendFields({ date: 'd', cost: 'c', channel: 'k' }, null)).toEqual([]);
  });
});

describe('parseAdChannel', () => {
  it.each([
    ['google_ads', 'google_ads'],
    ['Google Ads', 'google_ads'],
    ['AdWords', 'google_ads'],
    ['Facebook', 'meta'],
    ['META', 'meta'],
    ['Sklik', 'sklik'],
    ['Heureka.cz', 'heureka'],
    ['Zboží.cz', 'zbozi'],
    ['jiné', 'other'],
  ])('reads %s as %s', (text, channel) => {
    expect(parseAdChannel(text)).toBe(channel);
  });

  it('names no channel for an unknown one', () => {
    expect(parseAdChannel('TikTok')).toBeNull();
    expect(parseAdChannel('')).toBeNull();
  });
});

describe('getHeaderCurrency and parseCurrencyCode', () => {
  it('reads the currency a header names in brackets', () => {
    expect(getHeaderCurrency('Amount spent (EUR)')).toBe('EUR');
    expect(getHeaderCurrency('Cost')).toBeNull();
  });

  it('reads codes and symbols, refusing anything else', () => {
    expect(parseCurrencyCode(' czk ')).toBe('CZK');
    expect(parseCurrencyCode('Kč')).toBe('CZK');
    expect(parseCurrencyCode('€')).toBe('EUR');
    expect(parseCurrencyCode('koruna')).toBeNull();
  });
});
