-- Finished jobs are pruned after their retention (docs/ARCHITECTURE.md "Background jobs": the
-- runner's housekeeping): each small delete finds the oldest finished jobs through this index
-- instead of scanning the queue's whole history.
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status IN ('done', 'failed');
