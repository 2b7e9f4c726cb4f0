import type { Language } from '@ziskomer/i18n';
import type { Email } from '../../../lib/mailer.ts';
import { digestFormats, digestText } from '../email/digest-text.ts';
import { button, EMAIL_COLOURS, emailFrame, escapeHtml, FONT, section } from '../email/email-html.ts';

/** One e-mail with the day's anomalies of a shop, each with its report link. */
export function renderAlertEmail(input: {
  to: string;
  language: Language;
  shopName: string;
  currency: string;
  day: string;
  appUrl: string;
  alerts: { title: string; description: string; metric: string; reportPath: string }[];
}): Email {
  const { language } = input;
  const f = digestFormats(language, input.currency);
  const date = f.longDay(input.day);
  const subject = digestText(language, 'alertEmail.subject', {
    shop: input.shopName,
    metric: input.alerts.map((alert) => alert.metric).join(', '),
    date,
  });
  const intro = digestText(language, 'alertEmail.intro', { shop: input.shopName, date });
  const items = input.alerts
    .map(
      (alert) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid ${EMAIL_COLOURS.border};${FONT}">
<p style="margin:0;font-size:15px;line-height:22px;font-weight:600;color:${EMAIL_COLOURS.fg};">${escapeHtml(alert.title)}</p>
<p style="margin:2px 0 0;font-size:13px;line-height:19px;color:${EMAIL_COLOURS.muted};">${escapeHtml(alert.description)}</p>
</td></tr>`,
    )
    .join('\n');
  const firstLink = `${input.appUrl}${input.alerts[0]?.reportPath ?? '/'}`;
  const html = emailFrame({
    language,
    title: subject,
    preheader: input.alerts.map((alert) => alert.title).join(' · '),
    body: [
      section(
        `<p style="margin:0;font-size:13px;font-weight:600;color:${EMAIL_COLOURS.accent};">Ziskoměr · ${escapeHtml(input.shopName)}</p>
<p style="margin:8px 0 0;font-size:15px;line-height:22px;">${escapeHtml(intro)}</p>`,
        '24px 24px 8px',
      ),
      section(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${items}</table>`,
        '0 24px 12px',
      ),
      section(button(digestText(language, 'alertEmail.button'), firstLink), '8px 24px 28px'),
    ].join('\n'),
    footer: escapeHtml(digestText(language, 'alertEmail.footer')),
  });
  const text = [
    intro,
    ...input.alerts.map(
      (alert) => `${alert.title}\n${alert.description}\n${input.appUrl}${alert.reportPath}`,
    ),
    `—\n${digestText(language, 'alertEmail.footer')}`,
  ].join('\n\n');
  return { to: input.to, subject, html, text };
}
