-- Orders, their items, the rollups the import maintains (customer facts, daily shop metrics), and
-- import sessions with their row errors. Every table is shop-owned: shop_id leads the primary key
-- and every index, and row-level security limits each transaction to the shop in app.shop_id.

-- One row per order (SPEC §3 "Order record" / "Mapped order"), whatever source it came from.
CREATE TABLE orders (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  order_id text NOT NULL,
  order_date timestamptz NOT NULL,
  -- The calendar day of order_date in the shop's time zone: reports group by it.
  order_day date NOT NULL,
  -- NFC, trimmed, lower-cased e-mail; else 'tel:' + phone digits; else NULL (no customer).
  customer_key text,
  customer_email text,
  customer_name text,
  customer_phone text,
  customer_city text,
  customer_country text,
  customer_zip text,
  revenue numeric(14, 2) NOT NULL,
  revenue_without_vat numeric(14, 2) NOT NULL,
  vat numeric(14, 2) NOT NULL,
  margin numeric(14, 2) NOT NULL,
  -- True when margin is the 30 % estimate of SPEC §9 rather than a figure from the source.
  margin_estimated boolean NOT NULL,
  currency text NOT NULL DEFAULT 'CZK',
  is_paid boolean,
  is_online boolean,
  is_cancelled boolean NOT NULL DEFAULT false,
  status text,
  payment_method text,
  shipping_method text,
  acquisition_source text,
  acquisition_campaign text,
  item_count integer NOT NULL DEFAULT 1,
  -- Hash of everything above that came from the source: an unchanged re-import writes nothing.
  content_hash text NOT NULL,
  -- The last import that saw this order (also how a repeated order id in one file is recognised).
  import_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Changes only when the content changes, not when an import sees the order again.
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, order_id)
);
CREATE INDEX orders_date_idx ON orders (shop_id, order_date, order_id);
CREATE INDEX orders_customer_idx ON orders (shop_id, customer_key, order_date);

CREATE TABLE order_items (
  shop_id uuid NOT NULL,
  order_id text NOT NULL,
  line_no integer NOT NULL,
  product_code text,
  product_name text NOT NULL,
  -- 'Nezařazeno' when the source has no category (SPEC §9).
  category text NOT NULL,
  quantity numeric(14, 3) NOT NULL,
  -- Price of one unit including VAT.
  unit_price numeric(14, 2) NOT NULL,
  -- Margin of the whole line; the 30 % estimate when the source has none.
  margin numeric(14, 2) NOT NULL,
  margin_estimated boolean NOT NULL,
  PRIMARY KEY (shop_id, order_id, line_no),
  FOREIGN KEY (shop_id, order_id) REFERENCES orders (shop_id, order_id) ON DELETE CASCADE
);

-- Customer facts (SPEC §3 "Customer dimension") over the customer's orders that are not
-- cancelled. days_since_last_order is not stored: it is computed when read, from last_order_date.
CREATE TABLE customers (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  email text,
  name text,
  phone text,
  city text,
  country text,
  total_revenue numeric(14, 2) NOT NULL,
  total_margin numeric(14, 2) NOT NULL,
  total_orders integer NOT NULL,
  avg_order_value numeric(14, 2) NOT NULL,
  first_order_date timestamptz NOT NULL,
  -- The shop-zone day of the first order: the day this customer counts as new.
  first_order_day date NOT NULL,
  last_order_date timestamptz NOT NULL,
  is_returning boolean NOT NULL,
  tier text NOT NULL CHECK (tier IN ('high', 'medium', 'low')),
  lifetime_value numeric(14, 2) NOT NULL,
  -- Orders per month between the first and the last order.
  order_frequency numeric(12, 2) NOT NULL,
  -- As of computed_at; it ages with the calendar, so readers recompute it from the last order date.
  churn_risk text NOT NULL CHECK (churn_risk IN ('low', 'medium', 'high')),
  preferred_payment_method text,
  preferred_shipping_method text,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, customer_key)
);
CREATE INDEX customers_revenue_idx ON customers (shop_id, total_revenue DESC);

-- One row per shop and day with orders. Money sums and order counts cover orders that are not
-- cancelled; cancelled_orders counts the cancelled ones.
CREATE TABLE daily_shop_metrics (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  revenue numeric(16, 2) NOT NULL DEFAULT 0,
  revenue_without_vat numeric(16, 2) NOT NULL DEFAULT 0,
  margin numeric(16, 2) NOT NULL DEFAULT 0,
  margin_estimated_orders integer NOT NULL DEFAULT 0,
  paid_orders integer NOT NULL DEFAULT 0,
  cancelled_orders integer NOT NULL DEFAULT 0,
  online_orders integer NOT NULL DEFAULT 0,
  items integer NOT NULL DEFAULT 0,
  -- Customers whose first order falls on this day.
  new_customers integer NOT NULL DEFAULT 0,
  -- Orders of this day by customers who had ordered before.
  returning_customer_orders integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, day)
);

-- An import session: one uploaded (or fetched) file and the job that brings it in.
CREATE TABLE imports (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL DEFAULT 'orders' CHECK (kind IN ('orders')),
  source text NOT NULL CHECK (source IN ('upload', 'api', 'schedule')),
  file_name text NOT NULL,
  -- The file on the server's disk while the import needs it (DATA_DIR/imports/<shop>/<id>.csv).
  staging_path text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'analysing', 'ready', 'running', 'completed', 'failed', 'cancelled')),
  -- Confirmed options: encoding, delimiter, decimal, dateFormat, preset, mapping, invalidRowPolicy.
  options jsonb,
  total_rows bigint,
  processed_rows bigint NOT NULL DEFAULT 0,
  inserted bigint NOT NULL DEFAULT 0,
  updated bigint NOT NULL DEFAULT 0,
  unchanged bigint NOT NULL DEFAULT 0,
  duplicates bigint NOT NULL DEFAULT 0,
  rejected bigint NOT NULL DEFAULT 0,
  bytes_total bigint NOT NULL DEFAULT 0,
  bytes_done bigint NOT NULL DEFAULT 0,
  -- The first line of the file not yet committed; a resumed job skips the lines before it.
  resume_line bigint NOT NULL DEFAULT 0,
  error_code text,
  error_line bigint,
  error_column text,
  -- Values for the error's message (column, encoding …); the text is rendered in the reader's language.
  error_params jsonb,
  -- A technical detail for operators (an unexpected exception); never shown to users.
  error_message text,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX imports_recent_idx ON imports (shop_id, created_at DESC);

-- Rows an import rejected, with the line, the column and the reason in Czech and English.
CREATE TABLE import_errors (
  shop_id uuid NOT NULL,
  import_id uuid NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  line_no bigint NOT NULL,
  column_name text,
  code text NOT NULL,
  message_cs text NOT NULL,
  message_en text NOT NULL,
  raw_value text,
  PRIMARY KEY (shop_id, import_id, id),
  FOREIGN KEY (shop_id, import_id) REFERENCES imports (shop_id, id) ON DELETE CASCADE
);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['orders', 'order_items', 'customers', 'daily_shop_metrics', 'imports', 'import_errors'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Durable background jobs, claimed with FOR UPDATE SKIP LOCKED under a lease that a live worker
-- renews; a crashed worker's job is taken over when its lease runs out. The payload only points
-- at the work (e.g. a shop and an import id); the worker reads that under the shop's scope.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_claim_idx ON jobs (kind, status, id);
