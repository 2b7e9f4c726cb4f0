import { hasRole, type Role } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';

/**
 * Role changes: an owner may change anyone's role to anything; an admin may change admins and
 * viewers but never an owner, and may never grant owner (not even to itself).
 */
export function assertCanChangeRole(params: { actorRole: Role; targetRole: Role; newRole: Role }): void {
  if (params.actorRole === 'owner') return;
  if (!hasRole(params.actorRole, 'admin')) throw new AppError('forbidden');
  if (params.targetRole === 'owner') throw new AppError('forbidden');
  if (!hasRole(params.actorRole, params.newRole)) throw new AppError('role_above_own');
}

/** Granting a role on invite: never above the inviter's own. */
export function assertCanGrantRole(actorRole: Role, role: Role): void {
  if (!hasRole(actorRole, role)) throw new AppError('role_above_own');
}

/**
 * Removals: any member may leave; an owner may remove anyone; an admin may remove admins and
 * viewers; a viewer may remove nobody else.
 */
export function assertCanRemoveMember(params: { actorRole: Role; targetRole: Role; isSelf: boolean }): void {
  if (params.isSelf || params.actorRole === 'owner') return;
  if (!hasRole(params.actorRole, 'admin') || params.targetRole === 'owner') throw new AppError('forbidden');
}
