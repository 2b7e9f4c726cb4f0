/**
 * Text made safe inside an XML element or attribute: the five markup characters escaped, and the
 * characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/FFFF)
 * dropped, since no escape can carry them.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
