import type { AnomalyAlert, AnomalyAlertList } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import {
  type AnomalyAlertRow,
  listAnomalyAlertRows,
  resolveAnomalyAlertRow,
} from '../queries/anomaly-alert-rows.ts';
import { anomalyAlertsSince } from './anomaly-alert-window.ts';
import { anomalyReportPath } from './describe-anomaly.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shop's anomaly alerts of the last 90 days with the count of those not yet dealt with. */
export async function listAnomalyAlerts(scope: UseCaseScope, shopId: string): Promise<AnomalyAlertList> {
  const since = await sinceOf(scope, shopId);
  const rows = await listAnomalyAlertRows(scope.db, { shopId, since });
  return {
    items: rows.map(toAnomalyAlert),
    openCount: rows.filter((row) => row.resolved_at === null).length,
  };
}

export async function resolveAnomalyAlert(
  scope: UseCaseScope,
  shopId: string,
  alertId: string,
): Promise<AnomalyAlert> {
  if (!UUID.test(alertId)) throw new AppError('anomaly_alert_not_found');
  if (!(await resolveAnomalyAlertRow(scope.db, { shopId, id: alertId, now: scope.deps.now() }))) {
    throw new AppError('anomaly_alert_not_found');
  }
  const [row] = await listAnomalyAlertRows(scope.db, { shopId, since: '1900-01-01', id: alertId });
  if (!row) throw new AppError('anomaly_alert_not_found');
  return toAnomalyAlert(row);
}

async function sinceOf(scope: UseCaseScope, shopId: string): Promise<string> {
  const shop = await scope.db
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  return anomalyAlertsSince(getZonedDay(scope.deps.now(), shop.time_zone));
}

function toAnomalyAlert(row: AnomalyAlertRow): AnomalyAlert {
  return {
    id: row.id,
    day: row.day,
    metric: row.metric,
    direction: row.direction,
    value: row.value,
    baseline: row.baseline,
    lower: row.lower_bound,
    upper: row.upper_bound,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    reportPath: anomalyReportPath(row.metric, row.day, row.shop_id),
  };
}
