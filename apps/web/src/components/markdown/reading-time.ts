/** Words a reader gets through in a minute of reading a practical text (Czech and English alike). */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a Markdown text, at least one; tables and code count as words too. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_|`\-[\]()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
