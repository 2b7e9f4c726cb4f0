import {
  type Task,
  type TaskCategory,
  type TaskList,
  type TaskPriority,
  type TaskStatus,
  taskCategories,
  taskPriorities,
  taskStatuses,
} from '@ziskomer/contracts';

const PRIORITY_RANK: Record<TaskPriority, number> = { high: 0, medium: 1, low: 2 };

/** The list's order within a status (the server's too): priority high first, then newest first. */
export function compareTasks(a: Task, b: Task): number {
  return (
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    b.createdAt.localeCompare(a.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

/** The board's columns: every status, each with its tasks in list order. */
export function groupTasksByStatus(tasks: readonly Task[]): Record<TaskStatus, Task[]> {
  const groups = Object.fromEntries(taskStatuses.map((status) => [status, [] as Task[]])) as Record<
    TaskStatus,
    Task[]
  >;
  for (const task of tasks) groups[task.status].push(task);
  for (const status of taskStatuses) groups[status].sort(compareTasks);
  return groups;
}

/** What one click on a task's status button does: start it, finish it, or reopen a finished one. */
export function getNextStatus(status: TaskStatus): TaskStatus {
  if (status === 'pending') return 'in-progress';
  if (status === 'in-progress') return 'completed';
  return 'pending';
}

export interface TaskChanges {
  title?: string;
  description?: string | null;
  category?: TaskCategory;
  priority?: TaskPriority;
  status?: TaskStatus;
}

/**
 * A list with one task changed as the server will change it (SPEC §4: completedAt set on the move
 * to completed, kept while completed, cleared on the way back), and the status counts moved with
 * it: the board answers a click at once, before the server does.
 */
export function applyTaskChanges(list: TaskList, taskId: string, changes: TaskChanges, now: Date): TaskList {
  const task = list.items.find((item) => item.id === taskId);
  if (!task) return list;
  const status = changes.status ?? task.status;
  const completedAt = status === 'completed' ? (task.completedAt ?? now.toISOString()) : null;
  const changed: Task = { ...task, ...changes, status, completedAt, updatedAt: now.toISOString() };
  const counts = { ...list.counts };
  if (status !== task.status) {
    counts[task.status] = Math.max(0, counts[task.status] - 1);
    counts[status] += 1;
  }
  return { ...list, counts, items: list.items.map((item) => (item.id === taskId ? changed : item)) };
}

/** A list without the tasks in `hidden` (deleted, with the undo still open), counts included. */
export function withoutTasks(list: TaskList, hidden: ReadonlySet<string>): TaskList {
  if (hidden.size === 0) return list;
  const counts = { ...list.counts };
  const items = list.items.filter((task) => {
    if (!hidden.has(task.id)) return true;
    counts[task.status] = Math.max(0, counts[task.status] - 1);
    return false;
  });
  return { ...list, counts, items };
}

export interface TaskFilters {
  category: TaskCategory | null;
  priority: TaskPriority | null;
}

/** The board's filters from the page's query string (?category=marketing&priority=high); unknown values are ignored. */
export function readTaskFilters(params: URLSearchParams): TaskFilters {
  const category = params.get('category');
  const priority = params.get('priority');
  return {
    category: taskCategories.find((value) => value === category) ?? null,
    priority: taskPriorities.find((value) => value === priority) ?? null,
  };
}

/** The API query of the filters ('' when none). */
export function toTaskListQuery(filters: TaskFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.priority) params.set('priority', filters.priority);
  const query = params.toString();
  return query ? `?${query}` : '';
}
