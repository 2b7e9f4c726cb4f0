import type { OpenAPIHono } from '@hono/zod-openapi';
import { profitUploadRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../../http/app-env.ts';
import { addRoute } from '../../../http/define-route.ts';
import { getProfitUpload } from './get-profit-upload.ts';
import { updateProfitUpload } from './update-profit-upload.ts';

/** The "Zisk zpět do platformy" card of /google-ads, /facebook and /seznam. */
export function registerProfitUploadRoutes(app: OpenAPIHono<AppEnv>) {
  const language = (c: { req: { header(name: string): string | undefined } }) =>
    pickLanguage(c.req.header('accept-language'));

  addRoute(app, profitUploadRoutes.getProfitUpload, async (c, scope) => {
    const { shopId, platform } = c.req.valid('param');
    return c.json(await getProfitUpload(scope, shopId, platform, language(c)), 200);
  });
  addRoute(app, profitUploadRoutes.updateProfitUpload, async (c, scope) => {
    const { shopId, platform } = c.req.valid('param');
    return c.json(await updateProfitUpload(scope, shopId, platform, c.req.valid('json'), language(c)), 200);
  });
}
