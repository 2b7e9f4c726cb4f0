import type { Email } from '../../lib/mailer.ts';
import { escapeHtml } from '../digests/index.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  page: string | null;
}

/** The operator's copy of a contact-form message; replying answers the sender directly. */
export function contactEmail(to: string, message: ContactMessage): Email {
  const lines = [
    `Od: ${message.name} <${message.email}>`,
    `Stránka: ${message.page ?? '—'}`,
    '',
    message.message,
  ];
  return {
    to,
    subject: `Kontaktní formulář: ${message.subject}`,
    text: lines.join('\n'),
    html: `<p><strong>${escapeHtml(message.name)}</strong> &lt;${escapeHtml(message.email)}&gt;<br>Stránka: ${escapeHtml(message.page ?? '—')}</p><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    headers: { 'Reply-To': message.email },
  };
}
