import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { routeCatalogue } from '../../app/route-catalogue.ts';
import { useSidebarStore } from '../../components/layout/sidebar-store.ts';
import { hasShortcutModifier } from '../../lib/platform.ts';
import { BREAKPOINTS } from '../../lib/use-media-query.ts';
import { useCommandPaletteStore } from './command-palette-store.ts';

/**
 * The signed-in app's keyboard shortcuts (SPEC §2): Ctrl/Cmd+K opens the palette, Ctrl/Cmd+B
 * toggles the sidebar (the drawer on phones), and every catalogue screen with a shortcut opens
 * with it (Ctrl/Cmd+, for Nastavení).
 */
export function useGlobalShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!hasShortcutModifier(event) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === 'k') {
        event.preventDefault();
        useCommandPaletteStore.getState().toggle();
        return;
      }
      if (key === 'b') {
        event.preventDefault();
        const sidebar = useSidebarStore.getState();
        if (window.innerWidth < BREAKPOINTS.md) sidebar.setDrawerOpen(!sidebar.drawerOpen);
        else sidebar.toggleExpanded();
        return;
      }
      const route = routeCatalogue.find(
        (r) => r.shortcut?.[0] === 'mod' && r.shortcut[1]?.toLowerCase() === key,
      );
      if (route) {
        event.preventDefault();
        useCommandPaletteStore.getState().setOpen(false);
        navigate(route.path);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
