import type { z } from 'zod';
import type { ReportDefinition } from '../define-report.ts';

/**
 * Every analytics report. A report is one file in this folder (its SQL beside it in
 * `../queries/`); adding it here serves it to the web app and to the public API.
 */
// biome-ignore lint/suspicious/noExplicitAny: the list holds reports of different data shapes.
export const REPORTS: ReportDefinition<z.ZodType, any>[] = [];
