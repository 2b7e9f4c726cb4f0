/** Text for an ECharts tooltip, which renders HTML: product names may hold <, & or quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
