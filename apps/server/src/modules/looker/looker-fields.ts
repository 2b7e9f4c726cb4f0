import type { LookerField } from '@ziskomer/contracts';

/**
 * The field kinds of the Looker Studio tables, as a community connector declares them. A table's
 * rows carry its fields' values in the same order.
 */

export function dayField(): LookerField {
  return {
    name: 'date',
    label: 'Date',
    description: "Calendar day in the shop's time zone (YYYYMMDD in JSON, YYYY-MM-DD in CSV).",
    dataType: 'STRING',
    semantics: { conceptType: 'DIMENSION', semanticType: 'YEAR_MONTH_DAY' },
  };
}

export function textField(name: string, label: string, description: string): LookerField {
  return {
    name,
    label,
    description,
    dataType: 'STRING',
    semantics: { conceptType: 'DIMENSION', semanticType: 'TEXT' },
  };
}

function metricField(
  name: string,
  label: string,
  description: string,
  semanticType: string,
  aggregation: 'SUM' | 'NONE',
): LookerField {
  return {
    name,
    label,
    description,
    dataType: 'NUMBER',
    semantics: { conceptType: 'METRIC', semanticType },
    defaultAggregationType: aggregation,
  };
}

/** An amount in the shop's currency; adds up over rows. */
export function moneyField(name: string, label: string, description: string, currency: string): LookerField {
  return metricField(name, label, `${description} In ${currency}.`, `CURRENCY_${currency}`, 'SUM');
}

/** A count; adds up over rows. */
export function countField(name: string, label: string, description: string): LookerField {
  return metricField(name, label, description, 'NUMBER', 'SUM');
}

/**
 * A ratio of the row (POAS, ROAS, PNO): never summed or averaged over rows; for a longer period
 * divide the sums of its parts, which the description names. Empty when the divisor is zero.
 */
export function ratioField(name: string, label: string, description: string): LookerField {
  return metricField(name, label, description, 'NUMBER', 'NONE');
}

export const RATIO_DESCRIPTIONS = {
  poas: 'POAS of the row: gross profit ÷ ad spend (1 = break-even). Over several rows: SUM(gross_profit) / SUM(ad_spend).',
  roas: 'ROAS of the row: revenue ÷ ad spend. Over several rows: SUM(revenue) / SUM(ad_spend).',
  pno: 'PNO of the row in percent: ad spend ÷ revenue × 100. Over several rows: SUM(ad_spend) / SUM(revenue) × 100.',
};
