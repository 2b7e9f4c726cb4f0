/**
 * The surface of the digests module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { anomalyAlertsJob } from './anomalies/anomaly-alerts-job.ts';
export { digestPreviewJob } from './digest-preview-job.ts';
export { escapeHtml } from './email/email-html.ts';
export { emailDigestJob } from './email-digest-job.ts';
