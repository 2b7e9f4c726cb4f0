import { useTranslation } from 'react-i18next';
import { type ChartSpec, formatChartValue } from './chart-spec.ts';

/** Series colours: the brand green first, then hues that stay apart in light and dark themes. */
const COLORS = ['var(--accent)', '#6366f1', '#f59e0b', '#ec4899'];

/**
 * A chart of an article or lesson. Text stays HTML (readable at any width, and by a screen reader
 * through the table-like structure); only the lines of a line chart are SVG.
 */
export function ContentChart({ spec }: { spec: ChartSpec }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'cs-CZ';
  const format = (value: number) => formatChartValue(value, spec.unit, locale);
  const max = Math.max(...spec.series.flatMap((s) => s.values), spec.reference?.value ?? 0) * 1.1 || 1;
  return (
    <figure className="not-prose my-8 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <figcaption className="mb-4">
        <span className="block text-sm font-semibold text-fg">{spec.title}</span>
        {spec.caption && <span className="mt-1 block text-xs leading-5 text-muted">{spec.caption}</span>}
      </figcaption>
      {spec.series.length > 1 && <Legend spec={spec} />}
      {spec.type === 'bar' ? (
        <BarRows spec={spec} max={max} format={format} />
      ) : (
        <LinePlot spec={spec} max={max} format={format} />
      )}
    </figure>
  );
}

function Legend({ spec }: { spec: ChartSpec }) {
  return (
    <ul className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {spec.series.map((series, index) => (
        <li key={series.name} className="flex items-center gap-1.5">
          <span
            className="h-2.5 w-2.5 rounded-sm"
            style={{ background: COLORS[index % COLORS.length] }}
            aria-hidden
          />
          {series.name}
        </li>
      ))}
      {spec.reference && (
        <li className="flex items-center gap-1.5">
          <span className="h-0 w-4 border-t-2 border-dashed border-danger" aria-hidden />
          {spec.reference.label}
        </li>
      )}
    </ul>
  );
}

function BarRows({ spec, max, format }: { spec: ChartSpec; max: number; format: (v: number) => string }) {
  return (
    <div className="space-y-3">
      <dl className="space-y-3">
        {spec.labels.map((label, row) => (
          <div
            key={label}
            className="grid gap-1 sm:grid-cols-[minmax(7rem,11rem)_1fr] sm:items-center sm:gap-3"
          >
            <dt className="text-xs font-medium text-fg sm:text-right">{label}</dt>
            <dd className="relative space-y-1">
              {spec.series.map((series, index) => {
                const value = series.values[row]!;
                return (
                  <div key={series.name} className="flex items-center gap-2">
                    <span
                      className="h-3.5 rounded-r-md"
                      style={{
                        width: `${Math.max(0.5, (Math.max(0, value) / max) * 85)}%`,
                        background: COLORS[index % COLORS.length],
                      }}
                    />
                    <span className="whitespace-nowrap text-xs tabular-nums text-muted">
                      {spec.series.length > 1 && <span className="sr-only">{series.name}: </span>}
                      {format(value)}
                    </span>
                  </div>
                );
              })}
              {spec.reference && (
                <span
                  className="pointer-events-none absolute inset-y-[-4px] border-l-2 border-dashed border-danger"
                  style={{ left: `${(spec.reference.value / max) * 85}%` }}
                  aria-hidden
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {/* The reference line's label, outside the list: a <dl> holds only its term and value pairs. */}
      {spec.reference && spec.series.length === 1 && (
        <p className="pt-1 text-xs text-muted">
          <span
            className="mr-1.5 inline-block w-4 border-t-2 border-dashed border-danger align-middle"
            aria-hidden
          />
          {spec.reference.label}: {format(spec.reference.value)}
        </p>
      )}
    </div>
  );
}

function LinePlot({ spec, max, format }: { spec: ChartSpec; max: number; format: (v: number) => string }) {
  const last = spec.labels.length - 1;
  const x = (i: number) => (last === 0 ? 50 : (i / last) * 100);
  const y = (v: number) => 100 - (v / max) * 100;
  const ticks = [max / 1.1, max / 2.2, 0];
  return (
    <div>
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <div
          className="relative h-48 w-16 text-right text-[11px] tabular-nums text-muted sm:h-56"
          aria-hidden
        >
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(tick)}%` }}>
              {format(Math.round(tick * 10) / 10)}
            </span>
          ))}
        </div>
        <div className="relative h-48 sm:h-56">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            role="img"
            aria-label={spec.title}
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={100}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--border)"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {spec.reference && (
              <line
                x1={0}
                x2={100}
                y1={y(spec.reference.value)}
                y2={y(spec.reference.value)}
                stroke="var(--danger)"
                strokeWidth={2}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            )}
            {spec.series.map((series, index) => (
              <polyline
                key={series.name}
                fill="none"
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                points={series.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
              />
            ))}
          </svg>
        </div>
      </div>
      <div className="ml-[4.5rem] mt-2 flex justify-between text-[11px] text-muted" aria-hidden>
        {spec.labels.map((label, i) => (
          <span
            key={label}
            className={i % 2 === 1 && spec.labels.length > 7 ? 'hidden sm:inline' : undefined}
          >
            {label}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{spec.title}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {spec.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {spec.series.map((s) => (
                <td key={s.name}>{format(s.values[row]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
