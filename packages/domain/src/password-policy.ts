/**
 * Password rules. SPEC §5 sets the minimum length at 6; on top of it we refuse the passwords that
 * attackers try first (a list of the most common ones, Czech included) and runs of one character.
 * Nothing requires digits or symbols: a long passphrase is the better password.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 1234567 12345 1234567890 123123 111111 000000 654321 666666 121212 112233
  123321 987654321 1q2w3e4r 1qaz2wsx qwerty qwerty123 qwertyuiop qwertz qwertz123 asdfgh asdfghjkl zxcvbnm
  password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass123 admin admin123 administrator
  root toor letmein welcome welcome1 welcome123 login abc123 abcd1234 abcdef iloveyou monkey dragon
  football baseball master shadow sunshine princess trustno1 starwars superman batman michael jennifer
  hunter hunter2 freedom whatever secret secret123 changeme default test test123 test1234 testing guest
  heslo heslo1 heslo12 heslo123 heslo1234 mojeheslo tajneheslo nazdar ahoj ahoj123 ahojky cau cau123 praha
  praha123 brno kocicka kocour pejsek miluju miluji milacek sparta sparta1 slavia hokej fotbal ceskarepublika
  zaq12wsx qazwsx 1q2w3e 1q2w3e4r5t q1w2e3r4 a1b2c3 aa123456 123qwe qwe123 111222 123654 159753 147258369
  789456123 google facebook instagram linkedin samsung iphone computer internet pokemon minecraft
  cheese pepper ginger cookie chocolate summer winter spring autumn flower lovely loveme charlie thomas
  jordan23 maggie buster soccer hockey killer ashley bailey access flower555 mustang harley ranger
  daniel andrea martina lucie tereza petra jana jakub tomas martin lukas ondrej adam`.split(/\s+/),
);

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/** Returns what is wrong with a new password, or null when it may be used. */
export function checkPassword(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'too_common';
  if (/^(.)\1+$/u.test(password)) return 'too_common';
  return null;
}
