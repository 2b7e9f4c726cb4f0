import type { OrderInput } from '@ziskomer/contracts';

/**
 * Orders of one customer for the products and margin reports, in Europe/Prague. "Today" is
 * 30 June 2024; the tests read June 2024 (custom period) unless they say otherwise.
 *
 *  order  Prague day        lines (qty × unit price = line revenue, margin)                revenue
 *  P1     3 June            KAVA Káva/Káva 2 × 300 = 600 (240); HRNEK Hrnek/Doplňky 1 × 400 (150) 1000
 *  P2     10 June           KAVA 1 × 300 (none → 30 % = 90); FILTR Filtry/— 3 × 50 = 150 (→ 45)    450
 *  P3     20 June           CAJ Čaj/Čaj 2 × 150 = 300 (90); SIRUP Sirup/Sirupy 1 × 100 (30)         400
 *  P4     21 June cancelled KAVA 10 × 300                                                         3000
 *  P5     1 June (23:30 UTC on 31 May) HRNEK Hrnek/Dárky 2 × 400 = 800 (300)                       800
 *  P6     1 July (22:30 UTC on 30 June) KAVA 1 × 300                                               300
 *  P7     15 May            KAVA Káva/Káva 1 × 300 (100)                                           300
 *
 * FILTR has no category, so it is 'Nezařazeno'. P4 is cancelled; P6 falls on 1 July in Prague,
 * P5 on 1 June; P7 is in the previous period of June (2–31 May).
 */
const customer = { customerEmail: 'jana.novakova@example.cz', customerName: 'Jana Nováková' };

export const PRODUCT_FIXTURE_ORDERS: OrderInput[] = [
  {
    orderId: 'P1',
    orderDate: '2024-06-03T10:00:00+02:00',
    revenue: 1000,
    ...customer,
    items: [
      {
        productCode: 'KAVA',
        productName: 'Káva',
        category: 'Káva',
        quantity: 2,
        unitPrice: 300,
        margin: 240,
      },
      {
        productCode: 'HRNEK',
        productName: 'Hrnek',
        category: 'Doplňky',
        quantity: 1,
        unitPrice: 400,
        margin: 150,
      },
    ],
  },
  {
    orderId: 'P2',
    orderDate: '2024-06-10T10:00:00+02:00',
    revenue: 450,
    ...customer,
    items: [
      { productCode: 'KAVA', productName: 'Káva', category: 'Káva', quantity: 1, unitPrice: 300 },
      { productCode: 'FILTR', productName: 'Filtry', quantity: 3, unitPrice: 50 },
    ],
  },
  {
    orderId: 'P3',
    orderDate: '2024-06-20T10:00:00+02:00',
    revenue: 400,
    ...customer,
    items: [
      { productCode: 'CAJ', productName: 'Čaj', category: 'Čaj', quantity: 2, unitPrice: 150, margin: 90 },
      {
        productCode: 'SIRUP',
        productName: 'Sirup',
        category: 'Sirupy',
        quantity: 1,
        unitPrice: 100,
        margin: 30,
      },
    ],
  },
  {
    orderId: 'P4',
    orderDate: '2024-06-21T10:00:00+02:00',
    revenue: 3000,
    cancelled: true,
    ...customer,
    items: [{ productCode: 'KAVA', productName: 'Káva', category: 'Káva', quantity: 10, unitPrice: 300 }],
  },
  {
    orderId: 'P5',
    orderDate: '2024-05-31T23:30:00Z',
    revenue: 800,
    ...customer,
    items: [
      {
        productCode: 'HRNEK',
        productName: 'Hrnek',
        category: 'Dárky',
        quantity: 2,
        unitPrice: 400,
        margin: 300,
      },
    ],
  },
  {
    orderId: 'P6',
    orderDate: '2024-06-30T22:30:00Z',
    revenue: 300,
    ...customer,
    items: [{ productCode: 'KAVA', productName: 'Káva', category: 'Káva', quantity: 1, unitPrice: 300 }],
  },
  {
    orderId: 'P7',
    orderDate: '2024-05-15T10:00:00+02:00',
    revenue: 300,
    ...customer,
    items: [
      {
        productCode: 'KAVA',
        productName: 'Káva',
        category: 'Káva',
        quantity: 1,
        unitPrice: 300,
        margin: 100,
      },
    ],
  },
];

export const JUNE = 'period=custom&from=2024-06-01&to=2024-06-30';
