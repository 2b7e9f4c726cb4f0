import type { GoogleAdsAccount, GoogleAdsAccountTree, GoogleAdsSelection } from '@ziskomer/contracts';

/**
 * SPEC §4 "Search-ads account selection", as a small state machine shared by the page and the
 * server: the type is basic when only basic accounts exist, mcc when only managers, else unset
 * until the user picks; changing the type or the manager clears the chosen account; choosing a
 * basic account or a manager's client sets the final account.
 */
export type GoogleAdsAccountType = 'basic' | 'mcc' | 'unset';

export interface GoogleAdsSelectionState {
  accountType: GoogleAdsAccountType;
  managerId: string | null;
  accountId: string | null;
}

export function getInitialAccountType(tree: GoogleAdsAccountTree): GoogleAdsAccountType {
  if (tree.basic.length > 0 && tree.managers.length === 0) return 'basic';
  if (tree.managers.length > 0 && tree.basic.length === 0) return 'mcc';
  return 'unset';
}

export function startSelection(tree: GoogleAdsAccountTree): GoogleAdsSelectionState {
  return { accountType: getInitialAccountType(tree), managerId: null, accountId: null };
}

export function changeAccountType(
  state: GoogleAdsSelectionState,
  accountType: GoogleAdsAccountType,
): GoogleAdsSelectionState {
  return state.accountType === accountType ? state : { accountType, managerId: null, accountId: null };
}

export function chooseManager(
  state: GoogleAdsSelectionState,
  managerId: string | null,
): GoogleAdsSelectionState {
  return state.managerId === managerId ? state : { ...state, managerId, accountId: null };
}

export function chooseAccount(
  state: GoogleAdsSelectionState,
  accountId: string | null,
): GoogleAdsSelectionState {
  return { ...state, accountId };
}

/** The accounts the current type and manager offer. */
export function getSelectableAccounts(
  tree: GoogleAdsAccountTree,
  state: GoogleAdsSelectionState,
): GoogleAdsAccount[] {
  if (state.accountType === 'basic') return tree.basic;
  if (state.accountType === 'mcc')
    return tree.managers.find((manager) => manager.id === state.managerId)?.clients ?? [];
  return [];
}

/** The saved configuration for a complete choice, or null when the choice is not in the tree. */
export function resolveSelection(
  tree: GoogleAdsAccountTree,
  state: GoogleAdsSelectionState,
): GoogleAdsSelection | null {
  if (!state.accountId) return null;
  const manager =
    state.accountType === 'mcc' ? tree.managers.find((entry) => entry.id === state.managerId) : undefined;
  if (state.accountType === 'mcc' && !manager) return null;
  const account = getSelectableAccounts(tree, state).find((entry) => entry.id === state.accountId);
  if (!account || state.accountType === 'unset') return null;
  return {
    accountType: state.accountType,
    managerId: manager?.id ?? null,
    managerName: manager?.name ?? null,
    accountId: account.id,
    accountName: account.name,
    currency: account.currency,
    timeZone: account.timeZone,
  };
}

/**
 * A saved configuration back as a selection: the account found among the basic accounts or among
 * the clients of its manager; a start afresh when it is no longer there.
 */
export function restoreSelection(
  tree: GoogleAdsAccountTree,
  saved: GoogleAdsSelection | null,
): GoogleAdsSelectionState {
  if (saved) {
    if (saved.accountType === 'basic' && tree.basic.some((account) => account.id === saved.accountId))
      return { accountType: 'basic', managerId: null, accountId: saved.accountId };
    const manager = tree.managers.find((entry) => entry.id === saved.managerId);
    if (manager?.clients.some((client) => client.id === saved.accountId))
      return { accountType: 'mcc', managerId: manager.id, accountId: saved.accountId };
  }
  return startSelection(tree);
}
