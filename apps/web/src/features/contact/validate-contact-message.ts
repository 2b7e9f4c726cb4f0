/** The contact form's fields; SPEC §5: all are required. The server checks them again (contact.ts). */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactError = 'required' | 'email';

/** SPEC §5's simple address pattern. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the message, field by field (empty when it can be sent). */
export function validateContactMessage(
  input: ContactMessage,
): Partial<Record<keyof ContactMessage, ContactError>> {
  const errors: Partial<Record<keyof ContactMessage, ContactError>> = {};
  for (const key of ['name', 'email', 'subject', 'message'] as const) {
    if (input[key].trim() === '') errors[key] = 'required';
  }
  if (!errors.email && !EMAIL.test(input.email.trim())) errors.email = 'email';
  return errors;
}
