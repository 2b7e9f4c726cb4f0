import { PLANS, type PlanId } from '@ziskomer/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';

/** The plan's limits as lines of text ("1 e-shop", "1 000 objednávek měsíčně", …), from PLANS. */
export function planLimitLines(t: TFunction<'subscription'>, plan: PlanId): string[] {
  const { shops, ordersPerMonth, connections } = PLANS[plan].limits;
  return [
    shops === null ? t('limits.shopsUnlimited') : t('limits.shops', { count: shops }),
    ordersPerMonth === null
      ? t('limits.ordersUnlimited')
      : t('limits.orders', { value: formatNumber(ordersPerMonth) }),
    connections === null ? t('limits.connectionsUnlimited') : t('limits.connections', { count: connections }),
  ];
}
