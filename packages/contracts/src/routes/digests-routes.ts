import { z } from 'zod';
import {
  anomalyAlertListSchema,
  anomalyAlertSchema,
  createDigestRecipientSchema,
  digestDeliveryListSchema,
  digestFiguresSchema,
  digestPreviewQuerySchema,
  digestPreviewQueuedSchema,
  digestRecipientSchema,
  digestSettingsSchema,
  sendDigestPreviewSchema,
  unsubscribeDigestSchema,
  unsubscribedDigestSchema,
  updateDigestRecipientSchema,
  updateDigestSettingsSchema,
} from '../digests.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['digests'];
const shopParams = z.object({ shopId: z.string() });
// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.
const recipientParams = shopParams.extend({ recipientId: z.string() });
const alertParams = shopParams.extend({ alertId: z.string() });

// Every member sees the digest settings, the log and the alerts and may send themselves a
// preview; who receives the shop's figures by e-mail is for its admins (docs/SECURITY.md).
const getSettings = contractRoute({
  operationId: 'getDigestSettings',
  method: 'get',
  path: '/api/shops/{shopId}/digests/settings',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's e-mail digest schedule, anomaly-alert switch, recipients and members to add",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Digest settings', digestSettingsSchema), ...errorResponses(401, 404) },
});

const updateSettings = contractRoute({
  operationId: 'updateDigestSettings',
  method: 'put',
  path: '/api/shops/{shopId}/digests/settings',
  access: { shop: 'admin' },
  tags,
  summary:
    'Sets how often the digest goes out (weekly on Monday 7:00, monthly on the 1st, or off) and the anomaly alerts',
  request: { params: shopParams, ...jsonBody(updateDigestSettingsSchema) },
  responses: {
    200: jsonResponse('The saved settings', digestSettingsSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const addRecipient = contractRoute({
  operationId: 'addDigestRecipient',
  method: 'post',
  path: '/api/shops/{shopId}/digests/recipients',
  access: { shop: 'admin' },
  tags,
  summary: 'Adds a member of the shop (userId) or an outside e-mail address as a digest recipient',
  request: { params: shopParams, ...jsonBody(createDigestRecipientSchema) },
  responses: {
    201: jsonResponse('The new recipient', digestRecipientSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const updateRecipient = contractRoute({
  operationId: 'updateDigestRecipient',
  method: 'patch',
  path: '/api/shops/{shopId}/digests/recipients/{recipientId}',
  access: { shop: 'admin' },
  tags,
  summary: "Changes a recipient's language, or subscribes a member again",
  request: { params: recipientParams, ...jsonBody(updateDigestRecipientSchema) },
  responses: {
    200: jsonResponse('The recipient', digestRecipientSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const removeRecipient = contractRoute({
  operationId: 'removeDigestRecipient',
  method: 'delete',
  path: '/api/shops/{shopId}/digests/recipients/{recipientId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Removes a digest recipient',
  request: { params: recipientParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
});

const listDeliveries = contractRoute({
  operationId: 'listDigestDeliveries',
  method: 'get',
  path: '/api/shops/{shopId}/digests/deliveries',
  access: { shop: 'viewer' },
  tags,
  summary: 'The last 100 digest, preview and alert e-mails of the shop: sent, failed and why',
  request: { params: shopParams },
  responses: { 200: jsonResponse('Delivery log', digestDeliveryListSchema), ...errorResponses(401, 404) },
});

const getPreview = contractRoute({
  operationId: 'getDigestPreview',
  method: 'get',
  path: '/api/shops/{shopId}/digests/preview',
  access: { shop: 'viewer' },
  tags,
  summary: "The figures of the shop's digest for the last complete week or month",
  request: { params: shopParams, query: digestPreviewQuerySchema },
  responses: { 200: jsonResponse('Digest figures', digestFiguresSchema), ...errorResponses(401, 404, 422) },
});

const sendPreview = contractRoute({
  operationId: 'sendDigestPreview',
  method: 'post',
  path: '/api/shops/{shopId}/digests/preview-email',
  access: { shop: 'viewer' },
  tags,
  summary: "Queues the digest of the last complete week or month to the caller's own e-mail now",
  request: { params: shopParams, ...jsonBody(sendDigestPreviewSchema) },
  responses: {
    202: jsonResponse('Queued; the delivery log shows when it went out', digestPreviewQueuedSchema),
    ...errorResponses(401, 404, 422),
  },
});

const listAnomalyAlerts = contractRoute({
  operationId: 'listAnomalyAlerts',
  method: 'get',
  path: '/api/shops/{shopId}/anomaly-alerts',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's anomaly alerts of the last 90 days, newest day first",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Anomaly alerts', anomalyAlertListSchema), ...errorResponses(401, 404) },
});

const resolveAnomalyAlert = contractRoute({
  operationId: 'resolveAnomalyAlert',
  method: 'post',
  path: '/api/shops/{shopId}/anomaly-alerts/{alertId}/resolve',
  access: { shop: 'admin' },
  tags,
  summary: 'Marks an anomaly alert as dealt with',
  request: { params: alertParams },
  responses: { 200: jsonResponse('The alert', anomalyAlertSchema), ...errorResponses(401, 403, 404) },
});

const unsubscribe = contractRoute({
  operationId: 'unsubscribeDigest',
  method: 'post',
  path: '/api/digests/unsubscribe',
  access: 'public',
  tags,
  summary: 'Unsubscribes the recipient a digest e-mail was sent to, by the signed token of its link',
  description:
    'No sign-in: the token in the e-mail names one recipient and is signed by the server, so it ' +
    'cannot unsubscribe anyone else. It works once (409 `unsubscribe_link_used` after). Mail ' +
    "clients' one-click unsubscribe (RFC 8058) posts here with the token in the query.",
  request: {
    query: z.object({ token: z.string().max(500).optional() }),
    body: {
      required: false,
      content: {
        'application/json': { schema: unsubscribeDigestSchema },
        // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the link of the header.
        'application/x-www-form-urlencoded': {
          schema: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse('Unsubscribed', unsubscribedDigestSchema),
    ...errorResponses(404, 409, 422),
  },
});

const apiKeyPreview = contractRoute({
  operationId: 'getPublicDigestPreview',
  method: 'get',
  path: '/api/v1/digests/preview',
  access: 'apiKey',
  tags: ['Public API v1'],
  summary: 'Digest figures',
  description:
    "The numbers of the shop's e-mail digest for the last complete week (Monday–Sunday) or calendar " +
    "month in the shop's time zone: revenue, orders, gross margin, POAS, PNO and ad spend against the " +
    'period before and the same period a year earlier, the three biggest movers among channels, ' +
    'campaigns and products, and the open alerts and tasks. The same figures the reports give for ' +
    'those days.',
  request: { query: digestPreviewQuerySchema },
  responses: {
    200: jsonResponse('Digest figures', digestFiguresSchema),
    ...errorResponses(401, 422),
  },
});

export const digestRoutes = {
  getSettings,
  updateSettings,
  addRecipient,
  updateRecipient,
  removeRecipient,
  listDeliveries,
  getPreview,
  sendPreview,
  listAnomalyAlerts,
  resolveAnomalyAlert,
  unsubscribe,
  apiKeyPreview,
};
