import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../../lib/theme.ts';

/**
 * Where notify() toasts appear: top right under the header, coloured by level, following the
 * theme. SPEC §9 keeps up to 20 toasts.
 */
export function Toaster() {
  const { theme } = useTheme();
  const { t } = useTranslation('shell');
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      position="top-right"
      visibleToasts={20}
      // Below the 56 px top bar, so toasts never cover its controls.
      offset={{ top: 68, right: 16 }}
      mobileOffset={{ top: 64, right: 8, left: 8 }}
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
