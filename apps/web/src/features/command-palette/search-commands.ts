import type { LucideIcon } from 'lucide-react';

/** SPEC §2 palette groups: Navigace, Rychlé akce, Nástroje. */
export type CommandGroup = 'navigation' | 'actions' | 'tools';

/** SPEC §3 command item. */
export interface CommandItem {
  id: string;
  title: string;
  description: string;
  /** The group's or section's name, searched like the rest. */
  category: string;
  group: CommandGroup;
  icon: LucideIcon;
  keywords: readonly string[];
  /** Either a path to open… */
  path?: string;
  /** …or something to do. */
  action?: () => void | Promise<void>;
  shortcut?: readonly string[];
}

/** Lower case without diacritics, so 'prehled' finds 'Přehled'. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function scoreToken(item: CommandItem, token: string): number {
  const title = normaliseSearchText(item.title);
  if (title.startsWith(token)) return 4;
  if (title.split(/\s+/).some((word) => word.startsWith(token))) return 3;
  if (title.includes(token)) return 2;
  const rest = [item.description, item.category, ...item.keywords].map(normaliseSearchText);
  return rest.some((text) => text.includes(token)) ? 1 : 0;
}

/**
 * The items matching every word of the query in their title, description, keywords or category,
 * best first (title matches before the rest). An empty query keeps every item in order.
 */
export function searchCommands(items: readonly CommandItem[], query: string): CommandItem[] {
  const tokens = normaliseSearchText(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return [...items];
  const scored: { item: CommandItem; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    let score = 0;
    for (const token of tokens) {
      const tokenScore = scoreToken(item, token);
      if (tokenScore === 0) return;
      score += tokenScore;
    }
    scored.push({ item, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.item);
}
