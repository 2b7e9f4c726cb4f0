import { z } from 'zod';
import { rfmSegmentSchema } from '../analytics/customer-rfm-report.ts';
import { contractRoute, errorResponses, languageQueryParam } from './route-helpers.ts';

const exportRoute = contractRoute({
  operationId: 'exportRfmSegmentCsv',
  method: 'get',
  path: '/api/shops/{shopId}/analytics/customer-rfm/customers.csv',
  access: { shop: 'viewer' },
  tags: ['analytics'],
  summary: "An RFM segment's customers as CSV for e-mail tools",
  description:
    'E-mail, name, phone, city, counted orders, revenue, last order day (shop zone), the R, F and M ' +
    'scores and the segment name (in `lang`, else the Accept-Language) of every customer of the ' +
    'segment, in e-mail order; streamed, `;`-separated UTF-8 with a BOM, cells escaped against ' +
    'formula injection.',
  request: {
    params: z.object({ shopId: z.string() }),
    query: z.object({ segment: rfmSegmentSchema, lang: languageQueryParam }),
  },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
  },
});

/** The routes of this area, by operationId. */
export const customerRfmExportRoutes = {
  exportRfmSegmentCsv: exportRoute,
};
