import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Images the HTML shows by `cid:` (multipart/related), e.g. a digest's charts. */
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export type Mailer = (email: Email) => Promise<void>;

/**
 * Sends over SMTP_URL when configured. Every message is also kept in email_outbox, and without
 * SMTP its text (with the link in it) is written to the server log, so a local install can
 * verify and reset accounts with no mail server.
 */
export function createMailer(options: {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  from?: string;
  log?: (line: string) => void;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const from = options.from ?? 'Ziskomer <no-reply@ziskomer.cz>';
  const log = options.log ?? ((line) => console.info(line));
  return async (email) => {
    await options.db
      .insertInto('email_outbox')
      // The outbox keeps what a reader needs to see the message; attached chart images are not kept.
      .values({ to_address: email.to, subject: email.subject, text_body: email.text, html_body: email.html })
      .execute();
    if (transport) {
      await transport.sendMail({ from, ...email });
    } else {
      log(`[mail] to=${email.to} subject="${email.subject}"\n${email.text}`);
    }
  };
}
