export type ChecklistItemId = 'project' | 'shop' | 'orders' | 'ads';
export type ChecklistItemState = 'done' | 'todo' | 'upcoming';

export interface ChecklistItem {
  id: ChecklistItemId;
  state: ChecklistItemState;
}

/**
 * The getting-started checklist on the home screen. Order import and ad connections come with
 * later releases, so they are 'upcoming' rather than to-do: the user cannot do them yet.
 */
export function getOnboardingChecklist(input: { projectCount: number; shopCount: number }): {
  items: ChecklistItem[];
  done: number;
  total: number;
} {
  const items: ChecklistItem[] = [
    { id: 'project', state: input.projectCount > 0 ? 'done' : 'todo' },
    { id: 'shop', state: input.shopCount > 0 ? 'done' : 'todo' },
    { id: 'orders', state: 'upcoming' },
    { id: 'ads', state: 'upcoming' },
  ];
  return { items, done: items.filter((item) => item.state === 'done').length, total: items.length };
}
