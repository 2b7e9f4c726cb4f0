import type { OpenAPIHono } from '@hono/zod-openapi';
import { contactRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRouteWithoutTransaction } from '../../http/define-route.ts';
import { CLIENT_IP_HEADER } from '../auth/index.ts';
import { sendContactMessage } from './send-contact-message.ts';

export function registerContactRoutes(app: OpenAPIHono<AppEnv>) {
  // Without a request transaction: the rate-limit hit must count even when the message is refused.
  addRouteWithoutTransaction(app, contactRoutes.sendContactMessage, async (c, scope) => {
    try {
      await sendContactMessage(scope.deps, c.req.valid('json'), {
        clientIp: c.req.header(CLIENT_IP_HEADER),
        language: pickLanguage(c.req.header('accept-language')),
      });
    } catch (error) {
      const wait =
        error instanceof AppError && (error.details as { retryAfterSeconds?: number })?.retryAfterSeconds;
      if (wait) c.header('Retry-After', String(wait));
      throw error;
    }
    return c.json({ received: true as const }, 202);
  });
}
