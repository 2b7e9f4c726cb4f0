export const DEBUG_KEY = 'ziskomer.debug';

/** Technical error details are shown only when a developer opts in (localStorage 'ziskomer.debug' = '1'). */
export function isDebugEnabled(): boolean {
  try {
    return localStorage.getItem(DEBUG_KEY) === '1';
  } catch {
    return false;
  }
}
