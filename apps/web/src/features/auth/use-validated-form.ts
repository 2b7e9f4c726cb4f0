import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { FieldErrors } from './validate-auth-form.ts';

/** SPEC §5: fields are checked 300 ms after typing stops. */
export const VALIDATION_DELAY_MS = 300;

/**
 * Form values with SPEC §5 validation. A field's error shows once it has content and typing
 * has paused (or right away after a submit attempt); empty required fields are reported
 * together by the form (`isComplete`). `isValid` follows the current values, for the submit button.
 */
export function useValidatedForm<V extends { [K in keyof V]: string }>(
  initial: V,
  validate: (values: V) => FieldErrors<V>,
) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const debounced = useDebouncedValue(values, VALIDATION_DELAY_MS);

  const currentErrors = useMemo(() => validate(values), [validate, values]);
  const shownErrors = useMemo(() => {
    const source = attempted ? values : debounced;
    const errors = attempted ? currentErrors : validate(debounced);
    const shown: FieldErrors<V> = {};
    for (const key of Object.keys(errors) as (keyof V)[]) {
      if (source[key] !== '') shown[key] = errors[key];
    }
    return shown;
  }, [attempted, values, debounced, currentErrors, validate]);

  const isComplete = (Object.values(values) as string[]).every((value) => value.trim() !== '');
  const isValid = isComplete && Object.keys(currentErrors).length === 0;

  const setValue = useCallback((field: keyof V, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setAttempted(false);
    },
    [initial],
  );

  return {
    values,
    setValue,
    errors: shownErrors,
    isComplete,
    isValid,
    markAttempted: () => setAttempted(true),
    reset,
  };
}
