import { hasRole, type Role } from '@ziskomer/contracts';

/**
 * Who may delete a task: its creator, or an admin (or owner) of the shop. Every member may see,
 * add and change tasks, since the list is the team's shared work; deleting erases someone's work
 * for everyone, so it stays with the author and the people who run the shop (docs/SECURITY.md).
 */
export function canDeleteTask(
  task: { createdBy: string | null },
  caller: { userId: string; shopRole: Role | null | undefined },
): boolean {
  return task.createdBy === caller.userId || hasRole(caller.shopRole, 'admin');
}
