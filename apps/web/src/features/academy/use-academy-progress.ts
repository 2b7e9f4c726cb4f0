import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AcademyProgress,
  academyRoutes,
  type LessonCompletion,
  MAX_QUIZ_QUESTIONS,
  POAS_LESSON_COUNT,
} from '@ziskomer/contracts';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { useSession } from '../auth/use-session.ts';
import { mergeCompletion, readVisitorProgress, writeVisitorProgress } from './visitor-progress.ts';

const PROGRESS_KEY = ['academy', 'poas'] as const;

export interface AcademyProgressState {
  completions: LessonCompletion[];
  isLoading: boolean;
  /** Records a finished quiz: on the server for a signed-in user, in this browser for a visitor. */
  record: (lesson: number, score: number, questionCount: number) => Promise<void>;
  isSaving: boolean;
}

/**
 * The POAS course progress of whoever is looking. A signed-in user's lives on the server (their
 * own only); a visitor's in localStorage, merged into the account once they sign in.
 */
export function useAcademyProgress(): AcademyProgressState {
  const { isAuthenticated, isInitialized } = useSession();
  const queryClient = useQueryClient();
  const [visitor, setVisitor] = useState<LessonCompletion[]>(readVisitorProgress);
  const merging = useRef(false);

  const server = useQuery({
    queryKey: PROGRESS_KEY,
    queryFn: () => callApi(academyRoutes.getAcademyProgress),
    enabled: isAuthenticated,
  });

  const save = useMutation({
    mutationFn: (completions: LessonCompletion[]) =>
      callApi(academyRoutes.recordAcademyCompletions, { body: { completions } }),
    onSuccess: (progress: AcademyProgress) => queryClient.setQueryData(PROGRESS_KEY, progress),
  });

  // A visitor who signed in: their lessons from this browser join the account, then leave the browser.
  useEffect(() => {
    if (!isAuthenticated || merging.current) return;
    const pending = readVisitorProgress().filter(isStorable);
    if (pending.length === 0) return;
    merging.current = true;
    save.mutate(pending, {
      onSuccess: () => {
        writeVisitorProgress([]);
        setVisitor([]);
      },
      onSettled: () => {
        merging.current = false;
      },
    });
  }, [isAuthenticated, save]);

  const record = async (lesson: number, score: number, questionCount: number) => {
    const completion = { lesson, score, questionCount, completedAt: new Date().toISOString() };
    if (isAuthenticated) {
      await save.mutateAsync([completion]);
      return;
    }
    const next = mergeCompletion(readVisitorProgress(), completion);
    writeVisitorProgress(next);
    setVisitor(next);
  };

  return {
    completions: isAuthenticated ? (server.data?.lessons ?? []) : visitor,
    isLoading: !isInitialized || (isAuthenticated && server.isPending),
    record,
    isSaving: save.isPending,
  };
}

/** What the server accepts; anything else in the browser's storage was not written by us. */
function isStorable(c: LessonCompletion): boolean {
  return (
    c.lesson >= 1 &&
    c.lesson <= POAS_LESSON_COUNT &&
    c.questionCount >= 1 &&
    c.questionCount <= MAX_QUIZ_QUESTIONS &&
    c.score >= 0 &&
    c.score <= c.questionCount
  );
}
