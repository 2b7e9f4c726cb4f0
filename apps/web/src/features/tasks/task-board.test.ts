import type { Task, TaskList } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyTaskChanges,
  compareTasks,
  getNextStatus,
  groupTasksByStatus,
  readTaskFilters,
  toTaskListQuery,
  withoutTasks,
} from './task-board.ts';

let sequence = 0;
const task = (overrides: Partial<Task>): Task => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Úkol ${sequence}`,
    description: null,
    category: 'other',
    priority: 'medium',
    status: 'pending',
    sourceUrl: null,
    sourceContext: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    completedAt: null,
    createdByName: 'Eva',
    canDelete: true,
    ...overrides,
  };
};

const listOf = (items: Task[]): TaskList => ({
  items,
  counts: {
    pending: items.filter((t) => t.status === 'pending').length,
    'in-progress': items.filter((t) => t.status === 'in-progress').length,
    completed: items.filter((t) => t.status === 'completed').length,
  },
  truncated: false,
});

describe('task board', () => {
  it('sorts by priority (high first), then newest first', () => {
    const oldHigh = task({ priority: 'high', createdAt: '2025-03-01T08:00:00.000Z' });
    const newHigh = task({ priority: 'high', createdAt: '2025-03-02T08:00:00.000Z' });
    const newLow = task({ priority: 'low', createdAt: '2025-03-05T08:00:00.000Z' });
    const medium = task({ priority: 'medium', createdAt: '2025-02-01T08:00:00.000Z' });
    expect([newLow, medium, oldHigh, newHigh].sort(compareTasks)).toEqual([newHigh, oldHigh, medium, newLow]);
  });

  it('groups every status into its column, sorted, with empty columns present', () => {
    const a = task({ status: 'completed', priority: 'low' });
    const b = task({ status: 'pending', priority: 'low' });
    const c = task({ status: 'pending', priority: 'high' });
    const groups = groupTasksByStatus([a, b, c]);
    expect(groups.pending).toEqual([c, b]);
    expect(groups['in-progress']).toEqual([]);
    expect(groups.completed).toEqual([a]);
  });

  it('moves a task on with one click and reopens a finished one', () => {
    expect(getNextStatus('pending')).toBe('in-progress');
    expect(getNextStatus('in-progress')).toBe('completed');
    expect(getNextStatus('completed')).toBe('pending');
  });

  it('applies a status change as the server will: completedAt, counts and updatedAt', () => {
    const open = task({ status: 'in-progress' });
    const other = task({ status: 'pending' });
    const list = listOf([open, other]);
    const now = new Date('2025-03-10T12:00:00.000Z');

    const done = applyTaskChanges(list, open.id, { status: 'completed' }, now);
    expect(done.items[0]).toMatchObject({ status: 'completed', completedAt: now.toISOString() });
    expect(done.items[0]!.updatedAt).toBe(now.toISOString());
    expect(done.counts).toEqual({ pending: 1, 'in-progress': 0, completed: 1 });
    expect(done.items[1]).toBe(other);

    // Renaming a completed task keeps its completion time; reopening clears it.
    const later = new Date('2025-03-11T12:00:00.000Z');
    const renamed = applyTaskChanges(done, open.id, { title: 'Jinak' }, later);
    expect(renamed.items[0]).toMatchObject({ title: 'Jinak', completedAt: now.toISOString() });
    expect(renamed.counts).toEqual(done.counts);
    const reopened = applyTaskChanges(renamed, open.id, { status: 'pending' }, later);
    expect(reopened.items[0]).toMatchObject({ status: 'pending', completedAt: null });
    expect(reopened.counts).toEqual({ pending: 2, 'in-progress': 0, completed: 0 });

    // An unknown task changes nothing, and the input list is never mutated.
    expect(applyTaskChanges(list, 'missing', { status: 'completed' }, now)).toBe(list);
    expect(list.items[0]!.status).toBe('in-progress');
  });

  it('hides deleted tasks and their counts while their undo is open', () => {
    const a = task({ status: 'pending' });
    const b = task({ status: 'completed', completedAt: '2025-03-02T00:00:00.000Z' });
    const list = listOf([a, b]);
    const hidden = withoutTasks(list, new Set([b.id]));
    expect(hidden.items).toEqual([a]);
    expect(hidden.counts).toEqual({ pending: 1, 'in-progress': 0, completed: 0 });
    expect(withoutTasks(list, new Set())).toBe(list);
  });

  it('reads known filters from the address and builds the API query', () => {
    expect(readTaskFilters(new URLSearchParams('category=marketing&priority=high'))).toEqual({
      category: 'marketing',
      priority: 'high',
    });
    expect(readTaskFilters(new URLSearchParams('category=finance&priority=<script>'))).toEqual({
      category: null,
      priority: null,
    });
    expect(toTaskListQuery({ category: 'tracking', priority: null })).toBe('?category=tracking');
    expect(toTaskListQuery({ category: null, priority: null })).toBe('');
  });
});
