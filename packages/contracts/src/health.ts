import { z } from 'zod';

/** Why the server answers `degraded`: it is up, but requests or background work are waiting. */
export const HEALTH_ISSUES = ['db_pool_waiting', 'job_queue_backlog'] as const;
export type HealthIssue = (typeof HEALTH_ISSUES)[number];

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['pglite', 'postgres']),
    version: z.string(),
    /** Empty when `ok`. */
    issues: z.array(
      z.object({
        code: z.enum(HEALTH_ISSUES),
        /** How long: the longest wait for a database connection, or the oldest queued job's age. */
        seconds: z.number(),
      }),
    ),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
