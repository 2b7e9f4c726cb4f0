import type { OrdersReconciliationReport } from '@ziskomer/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { formatSigned } from '../../../lib/format.ts';
import { ReconciliationWalk } from './reconciliation-panel.tsx';

const part = (amount: number, orders: number) => ({ amount, orders });

const walk: OrdersReconciliationReport = {
  steps: [
    { kind: 'gross_utc', subtotal: true, ...part(1_016_606.6, 650) },
    { kind: 'time_zone_in', subtotal: false, ...part(457, 1) },
    { kind: 'time_zone_out', subtotal: false, ...part(0, 0) },
    { kind: 'gross', subtotal: true, ...part(1_017_063.6, 651) },
    { kind: 'cancelled', subtotal: false, ...part(-30_690.6, -15) },
    { kind: 'revenue', subtotal: true, ...part(986_373, 636) },
  ],
  included: { unpaid: part(0, 0), paymentUnknown: part(0, 0), withoutCustomer: part(0, 0) },
  margin: { real: part(0, 0), estimated: part(0, 0) },
};

describe('the "Proč se čísla liší" walk', () => {
  it('writes what a step takes away with a minus sign and what it adds with a plus, as every change on the screens', () => {
    const text = renderToStaticMarkup(
      <ReconciliationWalk walk={walk} currency="CZK" timeZone="Europe/Prague" />,
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('−30 690,60 Kč');
    expect(text).toContain('−15 objednávek');
    expect(text).toContain('+457,00 Kč');
    expect(text).toContain('+1 objednávka');
    // No hyphen for a minus anywhere in the figures.
    expect(text).not.toMatch(/-\d/);
  });

  it('signs changes with the minus sign and leaves zero unsigned', () => {
    expect(formatSigned(-5, String)).toBe('−5');
    expect(formatSigned(5, String)).toBe('+5');
    expect(formatSigned(0, String)).toBe('0');
  });
});
