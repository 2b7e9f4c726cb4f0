import type { CustomerBase, RfmSegment } from '@ziskomer/contracts';

type Tier = CustomerBase['tiers'][number]['tier'];
type Risk = CustomerBase['churn'][number]['risk'];

/**
 * The colours of the customer reports, one set per theme, shared by charts and the HTML legends
 * beside them so that both always match. Emerald for good standing (the app's accent), sky for
 * returning customers, amber and red for risk, slate for the gone and the anonymous.
 */
export function customerPalette(dark: boolean) {
  return {
    new: dark ? '#34d399' : '#059669',
    returning: dark ? '#38bdf8' : '#0284c7',
    anonymous: dark ? '#475569' : '#cbd5e1',
    tier: (dark
      ? { high: '#6ee7b7', medium: '#10b981', low: '#1f6f55' }
      : { high: '#047857', medium: '#34d399', low: '#bbf7d0' }) satisfies Record<Tier, string>,
    churn: (dark
      ? { low: '#34d399', medium: '#fbbf24', high: '#f87171' }
      : { low: '#10b981', medium: '#f59e0b', high: '#dc2626' }) satisfies Record<Risk, string>,
  };
}

/**
 * Segment tiles from the best standing (deep emerald) through the new (sky) and those needing
 * attention (amber, orange) to the ones at risk (red) and gone (slate); `text` keeps labels
 * readable on each tile in both themes (WCAG AA for small text: 4.5 : 1 or more).
 */
export const SEGMENT_COLOURS: Record<RfmSegment, { fill: string; text: string }> = {
  champions: { fill: '#047857', text: '#ffffff' },
  loyal: { fill: '#10b981', text: '#052e1f' },
  potentialLoyalists: { fill: '#6ee7b7', text: '#052e1f' },
  new: { fill: '#0369a1', text: '#ffffff' },
  promising: { fill: '#7dd3fc', text: '#0c2a3d' },
  needAttention: { fill: '#fcd34d', text: '#3b2a05' },
  aboutToSleep: { fill: '#fdba74', text: '#3b1d05' },
  atRisk: { fill: '#f97316', text: '#431407' },
  cantLose: { fill: '#dc2626', text: '#ffffff' },
  hibernating: { fill: '#94a3b8', text: '#0f172a' },
  lost: { fill: '#64748b', text: '#ffffff' },
};
