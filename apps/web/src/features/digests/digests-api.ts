import {
  type CreateDigestRecipient,
  digestRoutes,
  type SendDigestPreview,
  type UpdateDigestRecipient,
  type UpdateDigestSettings,
} from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The e-mail digest and anomaly-alert routes, called through their contracts. */
export const digestsApi = {
  settings: (shopId: string, signal?: AbortSignal) =>
    callApi(digestRoutes.getSettings, { params: { shopId }, signal }),
  updateSettings: (shopId: string, input: UpdateDigestSettings) =>
    callApi(digestRoutes.updateSettings, { params: { shopId }, body: input }),
  addRecipient: (shopId: string, input: CreateDigestRecipient) =>
    callApi(digestRoutes.addRecipient, { params: { shopId }, body: input }),
  updateRecipient: (shopId: string, recipientId: string, input: UpdateDigestRecipient) =>
    callApi(digestRoutes.updateRecipient, { params: { shopId, recipientId }, body: input }),
  removeRecipient: (shopId: string, recipientId: string) =>
    callApi(digestRoutes.removeRecipient, { params: { shopId, recipientId } }),
  deliveries: (shopId: string, signal?: AbortSignal) =>
    callApi(digestRoutes.listDeliveries, { params: { shopId }, signal }),
  sendPreview: (shopId: string, input: SendDigestPreview) =>
    callApi(digestRoutes.sendPreview, { params: { shopId }, body: input }),
  anomalyAlerts: (shopId: string, signal?: AbortSignal) =>
    callApi(digestRoutes.listAnomalyAlerts, { params: { shopId }, signal }),
  resolveAnomalyAlert: (shopId: string, alertId: string) =>
    callApi(digestRoutes.resolveAnomalyAlert, { params: { shopId, alertId } }),
  unsubscribe: (token: string) => callApi(digestRoutes.unsubscribe, { body: { token } }),
};

export const digestKeys = {
  shop: (shopId: string) => ['digests', shopId] as const,
  settings: (shopId: string) => ['digests', shopId, 'settings'] as const,
  deliveries: (shopId: string) => ['digests', shopId, 'deliveries'] as const,
  alerts: (shopId: string) => ['digests', shopId, 'alerts'] as const,
};
