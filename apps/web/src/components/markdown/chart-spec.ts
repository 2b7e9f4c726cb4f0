/**
 * A chart written into Markdown as a fenced ```chart block of JSON: labels along one axis, one
 * or more series of numbers, and an optional reference value (break-even POAS 1, a PNO target).
 */
export interface ChartSpec {
  type: 'bar' | 'line';
  title: string;
  caption?: string;
  /** Appended to every value: 'Kč', '%', '×'. */
  unit?: string;
  labels: string[];
  series: { name: string; values: number[] }[];
  reference?: { value: number; label: string };
}

/** Reads a chart block; throws with the reason when the JSON does not describe a drawable chart. */
export function parseChartSpec(raw: string): ChartSpec {
  const spec = JSON.parse(raw) as ChartSpec;
  if (spec.type !== 'bar' && spec.type !== 'line') throw new Error(`chart type ${String(spec.type)}`);
  if (!spec.title || !Array.isArray(spec.labels) || spec.labels.length === 0) throw new Error('chart labels');
  if (!Array.isArray(spec.series) || spec.series.length === 0) throw new Error('chart series');
  for (const series of spec.series) {
    if (series.values.length !== spec.labels.length || series.values.some((v) => !Number.isFinite(v))) {
      throw new Error(`chart series ${series.name}: one finite value per label`);
    }
  }
  return spec;
}

/** A value as the chart prints it: Czech or English digit grouping, then the unit. */
export function formatChartValue(value: number, unit: string | undefined, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  if (!unit) return number;
  return unit === '%' && locale.startsWith('en') ? `${number}%` : `${number} ${unit}`;
}
