import type { Email } from '../../lib/mailer.ts';

/** The e-mails of sign-up and password reset, Czech first with the English text below. */
export function verificationEmail(to: string, url: string): Email {
  return layout(
    to,
    'Potvrďte svůj e-mail · Confirm your e-mail',
    [
      'Dobrý den,',
      'pro aktivaci účtu v Ziskoměru potvrďte svůj e-mail kliknutím na odkaz:',
      url,
      'Pokud jste se neregistrovali, e-mail ignorujte.',
      '—',
      'To activate your Ziskomer account, confirm your e-mail with the link above.',
    ],
    url,
  );
}

export function resetPasswordEmail(to: string, url: string): Email {
  return layout(
    to,
    'Obnovení hesla · Password reset',
    [
      'Dobrý den,',
      'pro nastavení nového hesla otevřete odkaz (platí 1 hodinu):',
      url,
      'Pokud jste o obnovení nežádali, e-mail ignorujte; heslo zůstává beze změny.',
      '—',
      'To set a new password open the link above (valid for 1 hour).',
    ],
    url,
  );
}

export function passwordChangedEmail(to: string, othersSignedOut: boolean): Email {
  return layout(to, 'Heslo bylo změněno · Password changed', [
    'Dobrý den,',
    othersSignedOut
      ? 'heslo k vašemu účtu v Ziskoměru bylo právě změněno a ostatní přihlášení byla ukončena.'
      : 'heslo k vašemu účtu v Ziskoměru bylo právě změněno.',
    'Pokud jste to nebyli vy, obnovte si heslo a kontaktujte podporu.',
    '—',
    othersSignedOut
      ? 'Your Ziskomer password was just changed and other sessions were signed out.'
      : 'Your Ziskomer password was just changed.',
    'If this was not you, reset your password and contact support.',
  ]);
}

/**
 * Sent instead of a second account when someone signs up with an e-mail that already has one:
 * the sign-up answer stays the same as for a new address (no enumeration), and the owner learns
 * about the attempt and how to get in.
 */
export function accountExistsEmail(to: string, signInUrl: string): Email {
  return layout(
    to,
    'Účet už existuje · Account already exists',
    [
      'Dobrý den,',
      'někdo (pravděpodobně vy) se právě pokusil zaregistrovat do Ziskoměru s touto e-mailovou adresou. Účet už ale máte.',
      'Přihlaste se zde; pokud heslo nevíte, použijte „Zapomenuté heslo“:',
      signInUrl,
      'Pokud jste to nebyli vy, e-mail ignorujte; účet zůstává beze změny.',
      '—',
      'Someone (probably you) tried to sign up with this address, but you already have an account. Sign in with the link above or use “Forgot password”.',
    ],
    signInUrl,
  );
}

function layout(to: string, subject: string, lines: string[], link?: string): Email {
  const escapeHtml = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const html = lines
    .map((line) =>
      line === link
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return { to, subject, text: lines.join('\n\n'), html };
}
