import { pickLanguage, translateError } from '@ziskomer/i18n';
import type { MiddlewareHandler } from 'hono';

/** `%00` in any spelling of the hex digits: the only way a URL carries a NUL byte. */
const ENCODED_NUL = /%00/i;

/**
 * Answers 400 `invalid_characters` for a URL whose path or query carries a NUL byte, before any
 * route runs. Declared parameters are also checked by the validation hook (error-handler.ts);
 * this covers what no contract declares: better-auth's endpoints, a parameter a handler reads
 * itself, an unknown path. (Lone surrogates cannot be percent-encoded as UTF-8: such a URL
 * reaches the app as the literal `%ED%A0%80` text, which the database stores fine.)
 */
export function rejectUnstorableUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    if (ENCODED_NUL.test(start === -1 ? '' : url.slice(start))) {
      const language = pickLanguage(c.req.header('accept-language'));
      return c.json(
        {
          error: {
            code: 'invalid_characters',
            message: translateError('invalid_characters', language),
            details: { target: 'url' },
          },
        },
        400,
      );
    }
    return next();
  };
}
