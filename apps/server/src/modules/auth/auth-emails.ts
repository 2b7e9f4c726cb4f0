import type { Email } from '../../lib/mailer.ts';

/** The e-mails of sign-up and password reset, Czech first with the English text below. */
export function verificationEmail(to: string, url: string): Email {
  return layout(to, 'Potvrďte svůj e-mail · Confirm your e-mail', [
    'Dobrý den,',
    'pro aktivaci účtu v Ziskoměru potvrďte svůj e-mail kliknutím na odkaz:',
    url,
    'Pokud jste se neregistrovali, e-mail ignorujte.',
    '—',
    'To activate your Ziskomer account, confirm your e-mail with the link above.',
  ], url);
}

export function resetPasswordEmail(to: string, url: string): Email {
  return layout(to, 'Obnovení hesla · Password reset', [
    'Dobrý den,',
    'pro nastavení nového hesla otevřete odkaz (platí 1 hodinu):',
    url,
    'Pokud jste o obnovení nežádali, e-mail ignorujte; heslo zůstává beze změny.',
    '—',
    'To set a new password open the link above (valid for 1 hour).',
  ], url);
}

export function passwordChangedEmail(to: string): Email {
  return layout(to, 'Heslo bylo změněno · Password changed', [
    'Dobrý den,',
    'heslo k vašemu účtu v Ziskoměru bylo právě změněno a ostatní přihlášení byla ukončena.',
    'Pokud jste to nebyli vy, obnovte si heslo a kontaktujte podporu.',
    '—',
    'Your Ziskomer password was just changed and other sessions were signed out.',
  ]);
}

function layout(to: string, subject: string, lines: string[], link?: string): Email {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const html = lines
    .map((line) =>
      line === link ? `<p><a href="${escape(line)}">${escape(line)}</a></p>` : `<p>${escape(line)}</p>`,
    )
    .join('\n');
  return { to, subject, text: lines.join('\n\n'), html };
}
