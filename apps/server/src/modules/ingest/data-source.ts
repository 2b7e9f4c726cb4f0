import type { StoredDataSource } from '@ziskomer/db';

/**
 * Who writes orders or ad spend. Every write names its source, and every stored row keeps it
 * (`source`, `source_ref`, migration 0037): a connector's re-sync replaces exactly the rows of its
 * connection, and a person can see where a figure came from.
 */
export type DataSource =
  /** A file: uploaded in the app, sent to POST /api/v1/imports, or fetched by an import schedule. */
  | { kind: 'import'; importId: string }
  /** POST /api/v1/orders or POST /api/v1/ad-spend with this API key. */
  | { kind: 'api'; apiKeyId: string }
  /** A connector's sync of this connection (Google Ads, an e-shop platform, …). */
  | { kind: 'connector'; connectionId: string }
  /** An order entered by hand by this user. */
  | { kind: 'manual'; userId: string }
  /** The demo shops' generated data. */
  | { kind: 'demo' };

export type ConnectorSource = Extract<DataSource, { kind: 'connector' }>;

/** The columns a source is stored in. */
export function toStoredSource(source: DataSource): { source: StoredDataSource; sourceRef: string | null } {
  switch (source.kind) {
    case 'import':
      return { source: 'import', sourceRef: source.importId };
    case 'api':
      return { source: 'api', sourceRef: source.apiKeyId };
    case 'connector':
      return { source: 'connector', sourceRef: source.connectionId };
    case 'manual':
      return { source: 'manual', sourceRef: source.userId };
    case 'demo':
      return { source: 'demo', sourceRef: null };
  }
}

/** The import of a file source (its batches recognise the orders its earlier batches wrote); null otherwise. */
export function importIdOf(source: DataSource): string | null {
  return source.kind === 'import' ? source.importId : null;
}
