import { type FormEvent, type KeyboardEvent, useState } from 'react';

interface SubmittableForm {
  isComplete: boolean;
  isValid: boolean;
  markAttempted: () => void;
}

/**
 * The submit behaviour the auth forms share (SPEC §5): an incomplete form says what is missing
 * instead of submitting; a complete one shows its field errors and submits only when valid. Enter
 * in a field does the same even while the submit button is disabled, so it never does nothing.
 */
export function useFormSubmit(form: SubmittableForm, options: { isPending: boolean; submit: () => void }) {
  const [showRequired, setShowRequired] = useState(false);

  function attempt() {
    if (options.isPending) return;
    if (!form.isComplete) {
      setShowRequired(true);
      return;
    }
    form.markAttempted();
    if (form.isValid) options.submit();
  }

  return {
    /** Show the 'fill in every field' notice. */
    showRequired: showRequired && !form.isComplete,
    resetRequired: () => setShowRequired(false),
    onSubmit(event: FormEvent) {
      event.preventDefault();
      attempt();
    },
    onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !form.isValid) {
        event.preventDefault();
        attempt();
      }
    },
  };
}
