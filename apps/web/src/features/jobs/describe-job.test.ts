import type { Job } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { getJobPercent, groupJobs } from './describe-job.ts';

const job = (status: Job['status'], progress: Job['progress'] = null): Job => ({
  id: status,
  kind: 'orders-import',
  shopId: '00000000-0000-4000-8000-000000000001',
  status,
  attempts: 1,
  maxAttempts: 1,
  runAfter: null,
  progress,
  error: null,
  canRetry: false,
  scheduleId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

describe('jobs screen helpers', () => {
  it('gives the percentage only when the total is known, within 0–100', () => {
    expect(getJobPercent(job('running', { done: 50, total: 200, unit: 'bytes' }))).toBe(25);
    expect(getJobPercent(job('running', { done: 500, total: 200, unit: 'bytes' }))).toBe(100);
    expect(getJobPercent(job('running', { done: 5, total: null, unit: 'rows' }))).toBeNull();
    expect(getJobPercent(job('queued'))).toBeNull();
  });

  it('groups jobs by what the user looks for', () => {
    const grouped = groupJobs([job('done'), job('failed'), job('running'), job('queued')]);
    expect(Object.fromEntries(Object.entries(grouped).map(([key, list]) => [key, list.length]))).toEqual({
      running: 1,
      queued: 1,
      failed: 1,
      done: 1,
    });
  });
});
