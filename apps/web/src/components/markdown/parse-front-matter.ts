/**
 * Splits a Markdown file into its front matter (`key: value` lines between `---` fences, the
 * only YAML the content uses) and its body. Values may be quoted; nothing else is interpreted.
 */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    const key = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    data[key] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return { data, body: source.slice(match[0].length) };
}
