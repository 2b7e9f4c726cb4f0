import { catalogues, type Language } from '@ziskomer/i18n';

export type JobErrorParams = Record<string, string | number>;

/** Why a job failed, in both languages: jobs fail in the background, with no reader to ask. */
export interface JobFailure {
  code: string;
  cs: string;
  en: string;
}

/**
 * A failure a handler names. Retryable by default (a timeout, a server that answered 503): the
 * runner tries again after a backoff while the kind's attempts last.
 */
export class JobError extends Error {
  readonly permanent: boolean = false;
  constructor(readonly failure: JobFailure) {
    super(failure.code);
  }
}

/** A failure that trying again cannot fix (a wrong token, a rejected file): never retried. */
export class PermanentJobError extends JobError {
  override readonly permanent = true;
}

/** The handler stopped because the runner is stopping or lost the job's lease; it continues later. */
export class JobInterrupted extends Error {
  constructor() {
    super('job interrupted');
  }
}

/** A failure from the `jobs.errors` catalogue, with `{{name}}` filled from `params`. */
export function createJobFailure(code: string, params: JobErrorParams = {}): JobFailure {
  const describe = (language: Language) => {
    const messages: Record<string, string> = catalogues[language].jobs.errors;
    const template = messages[code] ?? messages.internal!;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
  return { code, cs: describe('cs'), en: describe('en') };
}
