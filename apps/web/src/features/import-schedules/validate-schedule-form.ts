import { IMPORT_SCHEDULE_URL_MAX } from '@ziskomer/contracts';

export interface ScheduleFormValues {
  name: string;
  url: string;
}

/** Keys of the `importSchedules` catalogue, per field. */
export interface ScheduleFormErrors {
  name?: 'form.nameRequired' | 'form.nameTooLong';
  url?: 'form.urlRequired' | 'form.urlInvalid' | 'form.urlCredentials';
}

/**
 * The checks the form can make by itself: a name, and a full http(s) address without a user
 * name or password. Whether the address may be reached (no internal networks) is the server's
 * call; its answer is shown under the field.
 */
export function validateScheduleForm(values: ScheduleFormValues): ScheduleFormErrors {
  const errors: ScheduleFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'form.nameRequired';
  else if (name.length > 120) errors.name = 'form.nameTooLong';

  const url = values.url.trim();
  if (url === '') errors.url = 'form.urlRequired';
  else {
    const parsed = URL.canParse(url) && url.length <= IMPORT_SCHEDULE_URL_MAX ? new URL(url) : null;
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
      errors.url = 'form.urlInvalid';
    } else if (parsed.username !== '' || parsed.password !== '') {
      errors.url = 'form.urlCredentials';
    }
  }
  return errors;
}
