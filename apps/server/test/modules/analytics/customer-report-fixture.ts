import type { OrderInput } from '@ziskomer/contracts';

/**
 * A hand-made shop for the customer reports (Europe/Prague, now 30. 6. 2024 08:00 UTC = 10:00 in
 * Prague, so today is 30. 6.). Five customers, anonymous orders and one cancelled order:
 *
 *   Jana   J1 10. 3. 1 000, J2 10. 6. 2 000, J3 20. 6. 3 000    3 orders, 6 000, avg 2 000 → medium
 *   Petr   P1 31. 5. 23:30 UTC = 1. 6. 01:30 in Prague, 500;
 *          P2 30. 6. 09:00 cancelled 700                        1 order,    500         → low
 *   Eva    E1 15. 1. 60 000                                     1 order, 60 000         → high
 *   Karel  K1 1. 10. 2023 200, K2 1. 3. 300                     2 orders,   500         → low
 *   phone  T1 25. 6. 1 500 (no e-mail: key tel:420777123456)    1 order,  1 500, avg    → medium
 *   —      X0 20. 5. 4 100, X1 29. 6. 09:00 800, X2 29. 6. 20:00 400 (no e-mail, no phone)
 *
 * Churn risk on 30. 6. 08:00 UTC (whole days since the last order; frequency = orders per 30 days
 * between the first and last order, at least one month):
 *   Jana 10 days → low; Petr 29.35 → 29 days → low (under 30); phone 5 days → low;
 *   Eva 167 days, 1 order a month (> 0.5) → medium;
 *   Karel 121 days, 2 orders over 152 days = 5.07 months → 0.39 a month → high.
 */
export const NOW = new Date('2024-06-30T08:00:00Z');

const order = (
  orderId: string,
  orderDate: string,
  revenue: number,
  customer: Partial<OrderInput> = {},
): OrderInput => ({ orderId, orderDate, revenue, ...customer });

const JANA = { customerEmail: 'jana@example.cz', customerName: 'Jana Nováková', customerCity: 'Praha' };
const PETR = { customerEmail: 'petr@example.cz', customerName: 'Petr Svoboda', customerCity: 'Brno' };
const EVA = { customerEmail: 'eva@example.cz', customerName: 'Eva Dvořáková', customerCity: 'Olomouc' };
const KAREL = { customerEmail: 'karel@example.cz', customerName: 'Karel Novák', customerCity: 'Plzeň' };
const PHONE = { customerPhone: '+420 777 123 456', customerName: 'Tomáš Malý', customerCity: 'Liberec' };

export const CUSTOMER_ORDERS: OrderInput[] = [
  order('K1', '2023-10-01T10:00:00+02:00', 200, KAREL),
  order('E1', '2024-01-15T10:00:00+01:00', 60_000, EVA),
  order('K2', '2024-03-01T10:00:00+01:00', 300, KAREL),
  order('J1', '2024-03-10T12:00:00+01:00', 1000, JANA),
  order('X0', '2024-05-20T12:00:00+02:00', 4100),
  order('P1', '2024-05-31T23:30:00Z', 500, PETR),
  order('J2', '2024-06-10T10:00:00+02:00', 2000, JANA),
  order('J3', '2024-06-20T10:00:00+02:00', 3000, JANA),
  order('T1', '2024-06-25T10:00:00+02:00', 1500, PHONE),
  order('X1', '2024-06-29T09:00:00+02:00', 800),
  order('X2', '2024-06-29T20:00:00+02:00', 400),
  { ...order('P2', '2024-06-30T09:00:00+02:00', 700, PETR), cancelled: true },
];

export const PHONE_KEY = 'tel:420777123456';
