import type { OpenAPIHono } from '@hono/zod-openapi';
import { type Access, TRACKING_SIGNATURE_HEADER, TRACKING_TIMESTAMP_HEADER } from '@ziskomer/contracts';
import { API_GETTING_STARTED } from './getting-started.ts';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  'x-access'?: Access;
};
type PathItem = Partial<Record<string, Operation>>;

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ErrorResponse' };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The areas of the API in the order the reference shows them, the public API first. */
const TAGS = [
  {
    name: 'Public API v1',
    description:
      "Called by the shop's own systems with an API key: orders, ad spend, CSV imports and every report.",
  },
  { name: 'analytics', description: 'The reports of a shop, as the web app reads them.' },
  { name: 'orders', description: 'Orders of a shop: list, detail, CSV export, manual entry, deletion.' },
  {
    name: 'customers',
    description:
      "Customers: manual entry, a customer's profile and the GDPR export and erasure of their data.",
  },
  { name: 'imports', description: 'CSV uploads: analysis, mapping, start, progress and row errors.' },
  { name: 'import-schedules', description: 'Imports fetched from a URL on a schedule.' },
  {
    name: 'order-tracking',
    description: "Order events from the shop's thank-you page or server, and their keys.",
  },
  {
    name: 'connections',
    description:
      'Connected ad and analytics accounts (Google Ads, GA4): OAuth consent, account choice, sync.',
  },
  { name: 'budgets', description: 'Ad budgets per channel and their alerts.' },
  {
    name: 'digests',
    description:
      'Scheduled e-mail digests (recipients, schedule, preview, delivery log), the one-click unsubscribe, and the daily anomaly alerts.',
  },
  { name: 'dashboard', description: 'The headline figures of a shop.' },
  { name: 'tasks', description: 'Tasks of a shop.' },
  { name: 'xml-feeds', description: "A shop's product feeds: fetched, checked, transformed and published." },
  { name: 'looker', description: 'Where a shop keeps its embedded Looker Studio report.' },
  { name: 'academy', description: "The signed-in user's progress in the POAS academy." },
  { name: 'sql-editor', description: "Read-only SQL over a shop's views, and its saved queries." },
  { name: 'notifications', description: 'Notifications of a shop.' },
  { name: 'jobs', description: 'Background jobs and their schedules.' },
  { name: 'shops', description: 'Shops, their settings and who may see them.' },
  { name: 'projects', description: 'Projects grouping shops, and their members.' },
  { name: 'agency', description: 'Every shop of an agency at a glance.' },
  { name: 'api-keys', description: "A shop's API keys for the public API." },
  { name: 'account', description: "The signed-in user's profile, settings and activity." },
  { name: 'auth', description: 'Sign-in (the rest of authentication lives under /api/auth).' },
  { name: 'system', description: 'Health of the server.' },
];

/** How each kind of caller proves who it is (`components.securitySchemes`). */
const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ziskomer.session_token',
    description:
      'The session cookie of the web app, set by signing in (`__Host-ziskomer.session_token` over HTTPS). ' +
      'A changing request must also come from the app’s own Origin.',
  },
  apiKeyBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'zk_live_…',
    description: 'A shop’s API key from Settings → API a integrace: `Authorization: Bearer zk_live_…`.',
  },
  apiKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'The same API key in a header of its own: `x-api-key: zk_live_…`.',
  },
  trackingSignature: {
    type: 'apiKey',
    in: 'header',
    name: TRACKING_SIGNATURE_HEADER,
    description:
      `\`sha256=<hex>\`: HMAC-SHA256 of \`<timestamp>.<raw body>\` under the shop's tracking secret, with ` +
      `the Unix timestamp in ${TRACKING_TIMESTAMP_HEADER}. A call without it must come from the shop's own origin.`,
  },
};

/** An operation's `security`, derived from the access its route declares. */
export function securityOf(access: Access, path: string): Record<string, string[]>[] {
  if (access === 'apiKey') return [{ apiKeyBearer: [] }, { apiKeyHeader: [] }];
  // Order tracking is public but a server call is signed; a browser call from the shop's origin is not.
  if (access === 'public') return path.startsWith('/api/track/') ? [{ trackingSignature: [] }, {}] : [];
  return [{ session: [] }];
}

function pathRank(path: string): number {
  if (!path.startsWith('/api/v1/')) return 2;
  return path.startsWith('/api/v1/analytics/') ? 1 : 0;
}

/**
 * Builds the OpenAPI document of every route: the zod-derived paths and schemas, plus what an
 * integrator's tooling needs that the routes only imply — the servers, the tags, the security of
 * each operation from its declared access (kept as `x-access`), and the coded error body on every
 * error response.
 */
export function buildOpenApiDocument(
  app: Pick<OpenAPIHono, 'getOpenAPI31Document'>,
  registry: readonly { method: string; path: string; access: Access }[],
  options: { appUrl: string; version: string },
) {
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Ziskoměr API',
      version: options.version,
      description: API_GETTING_STARTED,
      license: { name: 'Proprietary', url: options.appUrl },
      contact: { name: 'Ziskoměr', url: options.appUrl },
    },
    servers: [{ url: options.appUrl, description: 'This installation (APP_URL)' }],
    tags: TAGS,
  });
  const access = new Map(
    registry.map((route) => [`${route.method.toLowerCase()} ${route.path}`, route.access]),
  );
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, PathItem>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const declared = access.get(`${method} ${path}`);
      if (declared === undefined) throw new Error(`No declared access for ${method.toUpperCase()} ${path}`);
      operation['x-access'] = declared;
      operation.security = securityOf(declared, path);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400 && !response.content) {
          response.content = { 'application/json': { schema: ERROR_SCHEMA_REF } };
        }
      }
    }
  }
  doc.components = { ...doc.components, securitySchemes: SECURITY_SCHEMES as never };
  // The reference lists a tag's operations in the document's order: the public API's writes
  // (orders, ad spend, imports) before its fifteen reports.
  doc.paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).sort(([a], [b]) => pathRank(a) - pathRank(b)),
  ) as typeof doc.paths;
  return doc;
}
