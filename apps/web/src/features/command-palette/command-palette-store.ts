import { create } from 'zustand';

/** Whether the command palette is open; the header's search button and Ctrl/Cmd+K share it. */
export const useCommandPaletteStore = create<{
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
}));
