import { z } from 'zod';
import { hasControlCharacters } from './tasks.ts';

/** The contact form (landing #contact, /contact, /support). SPEC §5: every field is required. */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** SPEC §5's simple address pattern. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(max: number, codes: { required: string; tooLong: string }, lineBreaks = false) {
  return z
    .string({ error: codes.required })
    .trim()
    .min(1, { error: codes.required })
    .max(max, { error: codes.tooLong })
    .refine((value) => !hasControlCharacters(value, lineBreaks), { error: 'contact_text_invalid' });
}

export const contactMessageSchema = z
  .object({
    name: requiredText(CONTACT_NAME_MAX, {
      required: 'contact_name_required',
      tooLong: 'contact_field_too_long',
    }),
    email: z
      .string({ error: 'contact_email_invalid' })
      .trim()
      .max(CONTACT_EMAIL_MAX, { error: 'contact_email_invalid' })
      .regex(EMAIL, { error: 'contact_email_invalid' }),
    subject: requiredText(CONTACT_SUBJECT_MAX, {
      required: 'contact_subject_required',
      tooLong: 'contact_field_too_long',
    }),
    message: requiredText(
      CONTACT_MESSAGE_MAX,
      { required: 'contact_message_required', tooLong: 'contact_field_too_long' },
      true,
    ),
    /**
     * The honeypot: a field people never see (hidden from view and from screen readers). A robot
     * that fills every field fills it too; such a message is answered like any other and dropped.
     */
    website: z.string().max(500).optional(),
    /** Where it was sent from (landing, contact, support), for the operator. */
    page: z.enum(['landing', 'contact', 'support']).optional(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ received: z.literal(true) }).meta({ id: 'ContactReceipt' });
