export type ChecklistItemId = 'project' | 'shop' | 'orders' | 'ads';
export type ChecklistItemState = 'done' | 'todo';

export interface ChecklistItem {
  id: ChecklistItemId;
  state: ChecklistItemState;
}

/**
 * The getting-started checklist on the home screen. The ad step is done once the shop has ad
 * spend, from a connected account or an imported export: both exist, so it is never "coming soon".
 */
export function getOnboardingChecklist(input: {
  projectCount: number;
  shopCount: number;
  hasOrders: boolean;
  hasAdSpend: boolean;
}): {
  items: ChecklistItem[];
  done: number;
  total: number;
} {
  const items: ChecklistItem[] = [
    { id: 'project', state: input.projectCount > 0 ? 'done' : 'todo' },
    { id: 'shop', state: input.shopCount > 0 ? 'done' : 'todo' },
    { id: 'orders', state: input.hasOrders ? 'done' : 'todo' },
    { id: 'ads', state: input.hasAdSpend ? 'done' : 'todo' },
  ];
  return { items, done: items.filter((item) => item.state === 'done').length, total: items.length };
}
