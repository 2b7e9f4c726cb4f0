import type { Ga4Property } from '@ziskomer/contracts';

/** The chosen GA4 property of a Google Analytics connection, if one was chosen. */
export function readGa4Selection(settings: Record<string, unknown> | null): Ga4Property | null {
  const selection = settings?.googleAnalytics as Ga4Property | undefined;
  return selection && typeof selection.id === 'string' ? selection : null;
}
