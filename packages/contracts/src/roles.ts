import { z } from 'zod';

export const roles = ['owner', 'admin', 'viewer'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

const RANK: Record<Role, number> = { viewer: 1, admin: 2, owner: 3 };

/** True when `role` grants at least what `required` does. */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  return role != null && RANK[role] >= RANK[required];
}

/** The higher of two roles (a user can reach a shop through a direct access row and a project). */
export function higherRole(a: Role | null | undefined, b: Role | null | undefined): Role | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return RANK[a] >= RANK[b] ? a : b;
}
