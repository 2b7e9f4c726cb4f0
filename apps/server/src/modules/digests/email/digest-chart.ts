import { encodePng } from '../../../lib/png/encode-png.ts';
import { Raster } from '../../../lib/png/raster.ts';

/** The chart's size as the e-mail shows it; the PNG has twice the pixels for sharp phone screens. */
export const CHART_WIDTH = 536;
export const CHART_HEIGHT = 96;
const SCALE = 2;

export const CHART_COLOURS = {
  current: '#047857',
  previous: '#a7d7c5',
  axis: '#cbd5e1',
  background: '#ffffff',
};

/**
 * Revenue per day as a PNG bar chart: for each day a light bar for the same day of the period
 * before and a dark one for this period. A PNG attached by Content-ID is what Gmail, Outlook
 * (desktop and web), Apple Mail, Seznam and Thunderbird all show; SVG and data: URLs are dropped
 * by Gmail and Outlook (docs/ARCHITECTURE.md "E-mail digests and alerts").
 */
export function renderRevenueChart(days: readonly { revenue: number; previousRevenue: number }[]): Buffer {
  const width = CHART_WIDTH * SCALE;
  const height = CHART_HEIGHT * SCALE;
  const raster = new Raster(width, height, CHART_COLOURS.background);
  const axis = 2 * SCALE;
  const top = 4 * SCALE;
  const plotHeight = height - axis - top;
  const max = Math.max(1, ...days.flatMap((day) => [day.revenue, day.previousRevenue]));
  const slot = width / Math.max(1, days.length);
  const gap = Math.max(SCALE, Math.round(slot * 0.18));
  const barWidth = Math.max(SCALE, (slot - gap) / 2);
  days.forEach((day, index) => {
    const x = index * slot + gap / 2;
    const previousHeight = (Math.max(0, day.previousRevenue) / max) * plotHeight;
    const currentHeight = (Math.max(0, day.revenue) / max) * plotHeight;
    raster.fillRect(x, top + plotHeight - previousHeight, barWidth, previousHeight, CHART_COLOURS.previous);
    raster.fillRect(
      x + barWidth,
      top + plotHeight - currentHeight,
      barWidth,
      currentHeight,
      CHART_COLOURS.current,
    );
  });
  raster.fillRect(0, height - axis, width, axis, CHART_COLOURS.axis);
  return encodePng(width, height, raster.pixels);
}
