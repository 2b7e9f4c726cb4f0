/** Small pieces of HTML for e-mails: tables and inline styles only, which every client renders. */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export const EMAIL_COLOURS = {
  page: '#f1f5f9',
  card: '#ffffff',
  border: '#e2e8f0',
  fg: '#0f172a',
  muted: '#5b6779',
  accent: '#047857',
  good: '#047857',
  bad: '#b91c1c',
  neutral: '#5b6779',
};

export const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/**
 * The frame of an e-mail: a grey page, a white card at most 600 px wide that shrinks with the
 * phone, a hidden preheader (the line clients show after the subject).
 */
export function emailFrame(input: {
  language: string;
  title: string;
  preheader: string;
  body: string;
  footer: string;
}) {
  const c = EMAIL_COLOURS;
  return `<!DOCTYPE html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:${c.page};${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${c.page};">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${c.card};border:1px solid ${c.border};border-radius:12px;">
${input.body}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;">
<tr><td style="padding:16px 8px;${FONT}font-size:12px;line-height:18px;color:${c.muted};">${input.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A row of the card with padding on both sides. */
export function section(content: string, padding = '20px 24px'): string {
  return `<tr><td style="padding:${padding};${FONT}color:${EMAIL_COLOURS.fg};">${content}</td></tr>`;
}

export function heading(text: string): string {
  return `<p style="margin:0 0 10px;${FONT}font-size:13px;line-height:18px;font-weight:600;letter-spacing:0.04em;text-transform:uppercase;color:${EMAIL_COLOURS.muted};">${escapeHtml(text)}</p>`;
}

/** A button built from a table cell, so Outlook draws its background too. */
export function button(label: string, href: string): string {
  const c = EMAIL_COLOURS;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:8px;background:${c.accent};"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT}font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a></td></tr></table>`;
}

export function divider(): string {
  return `<tr><td style="padding:0 24px;"><div style="border-top:1px solid ${EMAIL_COLOURS.border};height:1px;line-height:1px;font-size:1px;">&nbsp;</div></td></tr>`;
}
