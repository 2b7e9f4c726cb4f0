import { AppError } from '../../../core/app-error.ts';
import { EshopApiError } from './eshop-api-error.ts';

/** A platform's refusal while a person waits (connecting): the coded error they read. */
export function toEshopAppError(error: unknown): unknown {
  if (!(error instanceof EshopApiError)) return error;
  switch (error.kind) {
    case 'unauthenticated':
      return new AppError('eshop_credentials_invalid');
    case 'permission':
      return new AppError('eshop_permission_denied');
    case 'not_found':
      return new AppError('eshop_shop_not_found');
    case 'rate_limited':
      return new AppError('eshop_rate_limited');
    default:
      return new AppError('eshop_unreachable');
  }
}
