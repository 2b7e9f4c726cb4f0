/**
 * The key that identifies a customer within a shop: the e-mail address (Unicode NFC, trimmed,
 * lower-cased, so `Č` typed as C + combining caron is the same customer); without one, the phone
 * number's digits (a 9-digit Czech number gets the 420 prefix, a 00 prefix is dropped); without
 * either, no key (the order counts in totals but belongs to no customer).
 */
export function getCustomerKey(
  email: string | null | undefined,
  phone: string | null | undefined,
): string | null {
  // NFC changes nothing in ASCII, which nearly every address is: the check is cheaper than normalising.
  const address = (email && !isAscii(email) ? email.normalize('NFC') : email)?.trim().toLowerCase();
  if (address) return address;
  let digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 9) digits = `420${digits}`;
  return digits.length >= 6 ? `tel:${digits}` : null;
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 127) return false;
  return true;
}
