import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerRfmExportRoutes } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../../http/app-env.ts';
import { addRoute } from '../../../http/define-route.ts';
import { recordActivity } from '../../activity/index.ts';
import { csvHeaders, getShopSettings } from '../../orders/index.ts';
import { exportRfmSegmentCsv } from './export-rfm-segment-csv.ts';

/** The CSV export of the RFM report's segments (the report itself is served by ../routes.ts). */
export function registerCustomerRfmExportRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, customerRfmExportRoutes.exportRfmSegmentCsv, async (c, scope) => {
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
