export type ChecklistItemId = 'project' | 'shop' | 'orders' | 'ads';
export type ChecklistItemState = 'done' | 'todo' | 'upcoming';

export interface ChecklistItem {
  id: ChecklistItemId;
  state: ChecklistItemState;
}

/**
 * The getting-started checklist on the home screen. Ad connections come with a later release, so
 * they are 'upcoming' rather than to-do: the user cannot do them yet.
 */
export function getOnboardingChecklist(input: {
  projectCount: number;
  shopCount: number;
  hasOrders: boolean;
}): {
  items: ChecklistItem[];
  done: number;
  total: number;
} {
  const items: ChecklistItem[] = [
    { id: 'project', state: input.projectCount > 0 ? 'done' : 'todo' },
    { id: 'shop', state: input.shopCount > 0 ? 'done' : 'todo' },
    { id: 'orders', state: input.hasOrders ? 'done' : 'todo' },
    { id: 'ads', state: 'upcoming' },
  ];
  return { items, done: items.filter((item) => item.state === 'done').length, total: items.length };
}
