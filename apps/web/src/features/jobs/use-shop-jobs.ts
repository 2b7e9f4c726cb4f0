import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/use-language.ts';
import { jobKeys } from './job-keys.ts';
import { jobsApi } from './jobs-api.ts';

/** How often the screen refreshes: every 2 s while something runs or waits, else every 15 s. */
const ACTIVE_POLL_MS = 2000;
const IDLE_POLL_MS = 15_000;

/** A shop's jobs and schedules, kept fresh while the screen is open. */
export function useShopJobs(shopId: string) {
  const { language } = useLanguage();
  const jobs = useQuery({
    queryKey: jobKeys.list(shopId, language),
    queryFn: ({ signal }) => jobsApi.list(shopId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.status === 'running' || job.status === 'queued')
        ? ACTIVE_POLL_MS
        : IDLE_POLL_MS,
  });
  const schedules = useQuery({
    queryKey: jobKeys.schedules(shopId),
    queryFn: ({ signal }) => jobsApi.schedules(shopId, signal),
    refetchInterval: IDLE_POLL_MS,
  });
  return { jobs, schedules };
}

/** 'Zkusit znovu', pause/resume and 'Spustit nyní'; each refreshes the shop's jobs and the header. */
export function useJobActions(shopId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['jobs'] });
  const retry = useMutation({
    mutationFn: (jobId: string) => jobsApi.retry(shopId, jobId),
    onSettled: refresh,
  });
  const setPaused = useMutation({
    mutationFn: ({ scheduleId, paused }: { scheduleId: string; paused: boolean }) =>
      jobsApi.setPaused(shopId, scheduleId, paused),
    onSettled: refresh,
  });
  const runNow = useMutation({
    mutationFn: (scheduleId: string) => jobsApi.runNow(shopId, scheduleId),
    onSettled: refresh,
  });
  return { retry, setPaused, runNow };
}
