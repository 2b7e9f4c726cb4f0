import { customerRoutes } from '@ziskomer/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../lib/api.ts';
import { customerProfilePath } from './customer-profile-path.ts';

describe('customer profile paths', () => {
  it('keeps an e-mail or a phone key in one segment the router gives back unchanged', () => {
    for (const key of ['jana.novakova+eshop@example.cz', 'tel:420777123456']) {
      const path = customerProfilePath(key);
      // As the router matches a location: the pathname is decoded before its params are read.
      const [match] = matchRoutes([{ path: '/analytics/customer/:customerKey' }], path) ?? [];
      expect(match?.params.customerKey).toBe(key);
    }
  });

  it('names the API routes of a customer', () => {
    expect(
      apiUrl(customerRoutes.exportCustomerOrdersCsv, { params: { shopId: 's1', customerKey: 'a@b.cz' } }),
    ).toBe('/api/shops/s1/customers/a%40b.cz/orders.csv');
  });
});
