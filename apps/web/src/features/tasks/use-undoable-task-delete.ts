import { useQueryClient } from '@tanstack/react-query';
import type { Task } from '@ziskomer/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifyError } from '../../lib/notify.ts';
import { taskKeys, tasksApi } from './tasks-api.ts';

/** How long 'Vrátit' stays offered before a deleted task is really deleted. */
export const UNDO_DELETE_MS = 5000;

interface Pending {
  task: Task;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Deleting with undo: the task leaves the board at once and a toast offers 'Vrátit' for 5 s; only
 * then is it deleted on the server. Leaving the page (or switching shops) deletes the waiting
 * tasks straight away, so a deletion is never lost.
 */
export function useUndoableTaskDelete(shopId: string) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Pending>());

  const show = useCallback((taskId: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(taskId);
      return next;
    });
  }, []);

  const commit = useCallback(
    async (task: Task) => {
      pending.current.delete(task.id);
      try {
        await tasksApi.remove(shopId, task.id);
      } catch (error) {
        notifyError(error, t('toast.deleteFailed'));
      }
      // Gone on success; back on the board after a failure.
      await queryClient.invalidateQueries({ queryKey: taskKeys.shop(shopId) });
      show(task.id);
    },
    [shopId, queryClient, show, t],
  );

  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const { task, timer } of waiting.values()) {
        clearTimeout(timer);
        void commit(task);
      }
      waiting.clear();
    };
  }, [commit]);

  const undo = useCallback(
    (taskId: string) => {
      const entry = pending.current.get(taskId);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(taskId);
      show(taskId);
    },
    [show],
  );

  const remove = useCallback(
    (task: Task) => {
      if (pending.current.has(task.id)) return;
      setHidden((current) => new Set(current).add(task.id));
      pending.current.set(task.id, { task, timer: setTimeout(() => void commit(task), UNDO_DELETE_MS) });
      toast(t('toast.deleted', { title: task.title }), {
        duration: UNDO_DELETE_MS,
        action: { label: t('toast.undo'), onClick: () => undo(task.id) },
      });
    },
    [commit, undo, t],
  );

  return { hidden, remove };
}
