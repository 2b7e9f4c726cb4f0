import { Badge } from '../../../components/ui/badge.tsx';
import { aliveLevel } from './format-clv.ts';

const TONE = { low: 'danger', medium: 'warning', high: 'accent' } as const;

/** P(alive) as a pill coloured like the P(alive) histogram. */
export function AliveBadge({ value, label }: { value: number; label: string }) {
  return (
    <Badge tone={TONE[aliveLevel(value)]} className="tabular">
      {label}
    </Badge>
  );
}
