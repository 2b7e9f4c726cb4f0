import { hasRole, type TrackingKeys } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listAllowedOrigins } from './allowed-origins.ts';
import type { TrackingKeyRow } from './queries/get-tracking-key-row.ts';
import { decryptTrackingSecret } from './tracking-secret-cipher.ts';

/**
 * The credentials as the caller may see them: the public key to everyone in the shop (it goes on
 * the shop's pages anyway), the secret to shop admins only.
 */
export function toTrackingKeys(
  scope: UseCaseScope,
  row: TrackingKeyRow | undefined,
  storeDomain: string,
): TrackingKeys {
  const canManage = scope.shop !== undefined && hasRole(scope.shop.role, 'admin');
  return {
    publicKey: row?.public_key ?? null,
    secret:
      row && canManage ? decryptTrackingSecret(row.secret_encrypted, scope.deps.config.authSecret) : null,
    allowedOrigins: listAllowedOrigins(storeDomain, row?.allowed_origins ?? []),
    extraOrigins: row?.allowed_origins ?? [],
    createdAt: row ? new Date(row.created_at).toISOString() : null,
    rotatedAt: row?.rotated_at ? new Date(row.rotated_at).toISOString() : null,
    canManage,
  };
}
