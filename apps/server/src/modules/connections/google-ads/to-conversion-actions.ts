import type { GoogleAdsConversionAction } from '@ziskomer/contracts';
import type { GoogleAdsRow } from './google-ads-api.ts';

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** `conversionAction` rows of the REST answer (enums as their names) as the page lists them. */
export function toConversionActions(rows: readonly GoogleAdsRow[]): GoogleAdsConversionAction[] {
  return rows.flatMap((row) => {
    const action = row.conversionAction;
    if (!action || action.id === undefined) return [];
    const id = String(action.id);
    return [
      {
        id,
        name: text(action.name, `Conversion action ${id}`),
        category: text(action.category, 'UNSPECIFIED'),
        type: text(action.type, 'UNSPECIFIED'),
        status: text(action.status, 'UNSPECIFIED'),
        primary: action.primaryForGoal === true,
        countingType: text(action.countingType, 'UNSPECIFIED'),
      },
    ];
  });
}
