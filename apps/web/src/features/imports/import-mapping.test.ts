import { adSpendImportFields } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  getFieldRequirement,
  getMappingGroups,
  listDuplicateHeaders,
  setMappedColumn,
  validateMapping,
} from './import-mapping.ts';

const header = ['order_id', 'order_date', 'customer_email', 'order_revenue', 'product_name', 'quantity'];

describe('validateMapping', () => {
  it('accepts the order id, date and revenue', () => {
    expect(
      validateMapping({ orderId: 'order_id', orderDate: 'order_date', revenue: 'order_revenue' }, header),
    ).toEqual([]);
  });

  it('accepts unit prices instead of an order total', () => {
    const mapping = { orderId: 'order_id', orderDate: 'order_date', unitPrice: 'order_revenue' };
    expect(validateMapping({ ...mapping, productName: 'product_name' }, header)).toEqual([]);
  });

  it('names every missing required field', () => {
    expect(validateMapping({ customerEmail: 'customer_email' }, header)).toEqual([
      { field: 'orderId', code: 'missing' },
      { field: 'orderDate', code: 'missing' },
      { field: 'revenue', code: 'missing' },
    ]);
  });

  it('needs the product name once an item column is mapped', () => {
    const mapping = {
      orderId: 'order_id',
      orderDate: 'order_date',
      revenue: 'order_revenue',
      quantity: 'quantity',
    };
    expect(validateMapping(mapping, header)).toEqual([{ field: 'productName', code: 'missing' }]);
  });

  it('refuses columns the file does not have and header names it has twice', () => {
    const twice = [...header, 'order_date'];
    expect(
      validateMapping({ orderId: 'Číslo', orderDate: 'order_date', revenue: 'order_revenue' }, twice),
    ).toEqual([
      { field: 'orderId', code: 'unknownColumn', column: 'Číslo' },
      { field: 'orderDate', code: 'duplicateHeader', column: 'order_date' },
    ]);
  });
});

describe('getFieldRequirement', () => {
  it('marks the order id and date required, revenue or unit price as either', () => {
    expect(getFieldRequirement('orderId', {})).toBe('required');
    expect(getFieldRequirement('orderDate', {})).toBe('required');
    expect(getFieldRequirement('revenue', {})).toBe('eitherAmount');
    expect(getFieldRequirement('unitPrice', {})).toBe('eitherAmount');
    expect(getFieldRequirement('customerEmail', {})).toBe('optional');
  });

  it('makes the product name required only with item columns', () => {
    expect(getFieldRequirement('productName', {})).toBe('optional');
    expect(getFieldRequirement('productName', { quantity: 'quantity' })).toBe('required');
  });
});

describe('setMappedColumn', () => {
  it('sets and clears a field without changing the original', () => {
    const mapping = { orderId: 'order_id' };
    expect(setMappedColumn(mapping, 'orderDate', 'order_date')).toEqual({
      orderId: 'order_id',
      orderDate: 'order_date',
    });
    expect(setMappedColumn(mapping, 'orderId', null)).toEqual({});
    expect(mapping).toEqual({ orderId: 'order_id' });
  });
});

describe('listDuplicateHeaders', () => {
  it('lists header names that occur more than once', () => {
    expect([...listDuplicateHeaders(['a', 'b', 'a', 'c', 'b', 'a'])]).toEqual(['a', 'b']);
    expect(listDuplicateHeaders(header).size).toBe(0);
  });
});

describe('ad-spend mappings', () => {
  const adHeader = ['Den', 'Kampaň', 'Cena', 'Kanál'];
  const context = { kind: 'ad-spend' as const, channel: null };

  it('needs the day, the cost and a channel column or the file channel', () => {
    expect(validateMapping({ campaign: 'Kampaň' }, adHeader, context)).toEqual([
      { field: 'date', code: 'missing' },
      { field: 'channel', code: 'missing' },
      { field: 'cost', code: 'missing' },
    ]);
    expect(
      validateMapping({ date: 'Den', cost: 'Cena' }, adHeader, { ...context, channel: 'sklik' }),
    ).toEqual([]);
    expect(validateMapping({ date: 'Den', cost: 'Cena', channel: 'Kanál' }, adHeader, context)).toEqual([]);
  });

  it('marks the day and the cost required and the channel as column-or-file', () => {
    expect(getFieldRequirement('date', {}, context)).toBe('required');
    expect(getFieldRequirement('cost', {}, context)).toBe('required');
    expect(getFieldRequirement('channel', {}, context)).toBe('channel');
    expect(getFieldRequirement('clicks', {}, context)).toBe('optional');
  });

  it('groups the ad-spend fields, each once', () => {
    const fields = getMappingGroups('ad-spend').flatMap((group) => group.fields);
    expect(new Set(fields)).toEqual(new Set(adSpendImportFields));
    expect(fields).toHaveLength(adSpendImportFields.length);
  });
});
