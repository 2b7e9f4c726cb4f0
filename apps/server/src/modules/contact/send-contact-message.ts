import type { contactMessageSchema } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { contactEmail } from './contact-email.ts';
import { takeContactMessage } from './contact-rate-limit.ts';

export type ContactInput = z.output<typeof contactMessageSchema>;

/**
 * The contact form: counts the message against the rate limits, stores it and e-mails it to the
 * operator (CONTACT_EMAIL). A filled honeypot marks a robot: it is answered like anyone else (so
 * it learns nothing) and dropped. A mail failure does not lose the message: it is stored first,
 * and the sender is not told to write again.
 */
export async function sendContactMessage(
  deps: Deps,
  input: ContactInput,
  context: { clientIp: string | undefined; language: string },
): Promise<void> {
  const now = deps.now();
  const decision = await takeContactMessage(deps.db, context.clientIp, now);
  if (!decision.allowed)
    throw new AppError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });
  if (input.website && input.website.trim() !== '') return;
  const message = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    page: input.page ?? null,
  };
  await withScope(deps.db, { userId: null }, (trx) =>
    trx
      .insertInto('contact_messages')
      .values({ ...message, language: context.language })
      .execute(),
  );
  try {
    await deps.mailer(contactEmail(deps.config.contactEmail, message));
  } catch (error) {
    console.error('[contact] the message is stored, but e-mailing it to the operator failed', error);
  }
}
