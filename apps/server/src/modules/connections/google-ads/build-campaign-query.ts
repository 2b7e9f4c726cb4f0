/**
 * The GAQL of the daily campaign figures (SPEC §7 "search-ads campaigns"): cost in micros,
 * clicks, impressions, conversions and their value, by campaign and day. CTR and average CPC are
 * ratios of these and are computed where they are shown.
 */
export function buildCampaignQuery(from: string, to: string): string {
  return [
    'SELECT campaign.id, campaign.name, segments.date, metrics.cost_micros, metrics.clicks,',
    'metrics.impressions, metrics.conversions, metrics.conversions_value',
    'FROM campaign',
    `WHERE segments.date BETWEEN '${from}' AND '${to}'`,
    'ORDER BY segments.date',
  ].join(' ');
}
