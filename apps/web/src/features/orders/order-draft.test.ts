import { orderInputSchema } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildOrderInput,
  createOrderDraft,
  createOrderLine,
  getLineTotal,
  getOrderTotals,
  type OrderDraft,
  type OrderLineDraft,
  readAmount,
} from './order-draft.ts';

const line = (change: Partial<OrderLineDraft>, id = 'l1'): OrderLineDraft => ({
  ...createOrderLine(id),
  productName: 'Káva Etiopie',
  ...change,
});

const draft = (change: Partial<OrderDraft> = {}): OrderDraft => ({
  ...createOrderDraft({
    now: new Date('2024-07-01T10:05:00Z'),
    timeZone: 'Europe/Prague',
    currency: 'CZK',
    lineId: 'l1',
  }),
  orderId: 'R-1001',
  lines: [line({ quantity: '2', unitPrice: '189,50' }), line({ unitPrice: '99' }, 'l2')],
  ...change,
});

describe('a new order draft', () => {
  it('starts now in the shop’s time zone, in its currency, with one empty line', () => {
    const fresh = createOrderDraft({
      now: new Date('2024-07-01T22:30:00Z'),
      timeZone: 'Europe/Prague',
      currency: 'EUR',
      lineId: 'a',
      customer: { customerEmail: 'eva@example.cz' },
    });
    expect(fresh).toMatchObject({
      date: '2024-07-02',
      time: '00:30',
      currency: 'EUR',
      paid: false,
      online: true,
    });
    expect(fresh.customerEmail).toBe('eva@example.cz');
    expect(fresh.lines).toEqual([createOrderLine('a')]);
    expect(
      createOrderDraft({
        now: new Date('2024-01-15T12:00:00Z'),
        timeZone: 'Europe/Prague',
        currency: 'CZK',
        lineId: 'a',
      }).time,
    ).toBe('13:00');
  });
});

describe('amounts typed in the form', () => {
  it('reads Czech and dotted numbers, and empty as no value', () => {
    expect(readAmount('1 234,50')).toEqual({ ok: true, value: 1234.5 });
    expect(readAmount('1\u00a0234,5')).toEqual({ ok: true, value: 1234.5 });
    expect(readAmount('12.5')).toEqual({ ok: true, value: 12.5 });
    expect(readAmount('-40')).toEqual({ ok: true, value: -40 });
    expect(readAmount('  ')).toEqual({ ok: true, value: null });
    expect(readAmount('dvě')).toEqual({ ok: false });
    expect(readAmount('1,23E+11')).toEqual({ ok: false });
  });

  it('multiplies quantity by unit price, to the haléř', () => {
    expect(getLineTotal({ quantity: '3', unitPrice: '33,33' })).toBe(99.99);
    expect(getLineTotal({ quantity: '0,5', unitPrice: '99,99' })).toBe(50);
    expect(getLineTotal({ quantity: '2', unitPrice: '' })).toBeNull();
    expect(getLineTotal({ quantity: 'x', unitPrice: '10' })).toBeNull();
  });
});

describe('order totals from the lines', () => {
  it('sums the lines into revenue and splits VAT 80/20', () => {
    const totals = getOrderTotals(draft());
    expect(totals).toMatchObject({ revenue: 478, withoutVat: 382.4, vat: 95.6 });
  });

  it('estimates 30 % of revenue when no margin is known', () => {
    expect(getOrderTotals(draft())).toMatchObject({
      margin: 143.4,
      marginSource: 'estimate',
      marginPercent: 30,
      partialLineMargins: false,
    });
  });

  it('sums the lines’ margins when every line has one', () => {
    const lines = [
      line({ quantity: '2', unitPrice: '100', margin: '60' }),
      line({ unitPrice: '50', margin: '12,5' }, 'l2'),
    ];
    expect(getOrderTotals({ lines, margin: '' })).toMatchObject({
      revenue: 250,
      margin: 72.5,
      marginSource: 'lines',
      marginPercent: 29,
    });
  });

  it('falls back to the estimate, and says so, when only some lines have a margin', () => {
    const lines = [line({ unitPrice: '100', margin: '60' }), line({ unitPrice: '100' }, 'l2')];
    expect(getOrderTotals({ lines, margin: '' })).toMatchObject({
      margin: 60,
      marginSource: 'estimate',
      partialLineMargins: true,
    });
  });

  it('prefers the order’s own margin', () => {
    const lines = [line({ unitPrice: '100', margin: '60' })];
    expect(getOrderTotals({ lines, margin: '25' })).toMatchObject({
      margin: 25,
      marginSource: 'order',
      marginPercent: 25,
    });
  });

  it('counts only complete lines and has no margin percentage without revenue', () => {
    const totals = getOrderTotals({
      lines: [line({ unitPrice: '' }), line({ unitPrice: 'abc' }, 'l2')],
      margin: '',
    });
    expect(totals).toMatchObject({ revenue: 0, margin: 0, marginPercent: null });
  });
});

describe('the order sent to the API', () => {
  it('builds a body the contract accepts, with the revenue from the lines', () => {
    const result = buildOrderInput(
      draft({
        customerEmail: ' Eva@Example.cz ',
        customerName: 'Eva Malá',
        status: ' Nová ',
        lines: [
          line({ productCode: 'K-1', category: 'Káva', quantity: '2', unitPrice: '189,50', margin: '120' }),
        ],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      orderId: 'R-1001',
      orderDate: '2024-07-01T12:05',
      customerEmail: 'Eva@Example.cz',
      customerPhone: null,
      revenue: 379,
      margin: null,
      currency: 'CZK',
      paid: false,
      online: true,
      cancelled: false,
      status: 'Nová',
      items: [
        {
          productCode: 'K-1',
          productName: 'Káva Etiopie',
          category: 'Káva',
          quantity: 2,
          unitPrice: 189.5,
          margin: 120,
        },
      ],
    });
    expect(orderInputSchema.safeParse(result.input).success).toBe(true);
  });

  it('names every problem by the API’s path', () => {
    const result = buildOrderInput(
      draft({
        orderId: '  ',
        date: '',
        customerEmail: 'eva@',
        margin: 'hodně',
        lines: [
          line({ productName: '', quantity: '0', unitPrice: 'x' }),
          line({ unitPrice: '-5', margin: 'y' }, 'l2'),
        ],
      }),
    );
    expect(result).toEqual({
      ok: false,
      issues: {
        orderId: 'required',
        orderDate: 'required',
        customerEmail: 'invalid_format',
        'items.0.productName': 'required',
        'items.0.unitPrice': 'not_a_number',
        'items.0.quantity': 'too_small',
        'items.1.margin': 'not_a_number',
        'items.1.unitPrice': 'too_small',
        margin: 'not_a_number',
      },
    });
  });

  it('needs at least one line, and keeps the contract’s length limits', () => {
    expect(buildOrderInput(draft({ lines: [] }))).toEqual({ ok: false, issues: { items: 'no_lines' } });
    expect(buildOrderInput(draft({ orderId: 'x'.repeat(101), customerCity: 'y'.repeat(201) }))).toEqual({
      ok: false,
      issues: { orderId: 'too_big', customerCity: 'too_big' },
    });
  });
});
