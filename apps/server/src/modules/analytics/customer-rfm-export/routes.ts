import type { OpenAPIHono } from '@hono/zod-openapi';
import { rfmSegmentSchema } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { languages, pickLanguage } from '@ziskomer/i18n';
import { z } from 'zod';
import type { AppEnv } from '../../../http/app-env.ts';
import { addRoute, defineRoute } from '../../../http/define-route.ts';
import { errorResponses } from '../../../http/openapi-responses.ts';
import { recordActivity } from '../../activity/index.ts';
import { csvHeaders, getShopSettings } from '../../orders/index.ts';
import { exportRfmSegmentCsv } from './export-rfm-segment-csv.ts';

const exportRoute = defineRoute({
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
    query: z.object({ segment: rfmSegmentSchema, lang: z.enum(languages).optional() }),
  },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
  },
});

/** The CSV export of the RFM report's segments (the report itself is served by ../routes.ts). */
export function registerCustomerRfmExportRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, exportRoute, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const { segment, lang } = c.req.valid('query');
    const { timeZone } = await getShopSettings(scope.db, shopId);
    const today = getZonedDay(scope.deps.now(), timeZone);
    await recordActivity(scope, {
      kind: 'export',
      action: 'rfm_segment_exported',
      shopId,
      details: { segment },
    });
    const stream = await exportRfmSegmentCsv(
      { request: scope.db, pool: scope.deps.db },
      { userId: scope.user.id, shopId, timeZone, today, label: `${c.get('requestId')} GET ${c.req.path}` },
      segment,
      lang ?? pickLanguage(c.req.header('accept-language')),
    );
    return new Response(stream, { headers: csvHeaders(`rfm-${segment}-${today}.csv`) });
  });
}
