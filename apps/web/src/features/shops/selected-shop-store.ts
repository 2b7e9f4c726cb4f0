import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * The shop and project the user works in. Kept in localStorage under a `ziskomer.user.` key, so
 * signing out clears it (see useSignOut).
 */
interface SelectionState {
  shopId: string | null;
  projectId: string | null;
  setShop: (shopId: string | null) => void;
  setProject: (projectId: string | null) => void;
}

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      shopId: null,
      projectId: null,
      setShop: (shopId) => set({ shopId }),
      setProject: (projectId) => set({ projectId }),
    }),
    { name: 'ziskomer.user.selection' },
  ),
);
