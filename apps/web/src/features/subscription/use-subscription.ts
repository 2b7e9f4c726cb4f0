import { useQuery } from '@tanstack/react-query';
import { subscriptionRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const SUBSCRIPTION_KEY = ['me', 'subscription'] as const;

/** The signed-in account's plan, trial and usage (the subscription route of the contracts). */
export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: () => callApi(subscriptionRoutes.getSubscription) });
}
