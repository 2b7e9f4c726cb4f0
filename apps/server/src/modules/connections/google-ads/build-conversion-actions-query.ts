/**
 * The GAQL of the account's conversion actions (issue 14): what Google counts as a conversion in
 * the campaigns' figures, and how. Removed ones are left out.
 */
export const CONVERSION_ACTIONS_QUERY = [
  'SELECT conversion_action.id, conversion_action.name, conversion_action.category,',
  'conversion_action.type, conversion_action.status, conversion_action.primary_for_goal,',
  'conversion_action.counting_type',
  'FROM conversion_action',
  "WHERE conversion_action.status != 'REMOVED'",
  'ORDER BY conversion_action.name',
].join(' ');
