-- The SQL editor's database layer (docs/SECURITY.md "SQL editor"). A user's query runs as a
-- role of its own shop, `zsql_<shop id without dashes>`, and reads only the views of the schema
-- `shop_sql`. Each view keeps the rows of the shop named by that role, so the tenant key is the
-- identity of the connection, never a setting: `app.shop_id` can be overwritten with set_config()
-- by anyone allowed to call it, a role cannot be changed from inside a query.
--
-- * PostgreSQL server: the server logs in AS the shop's role (a LOGIN role created on first use),
--   so `session_user` is that role and no statement of the session can change it.
-- * Embedded PGlite (one connection, always the superuser's session): the server takes the shop's
--   role with `SET LOCAL ROLE` inside the editor's read-only transaction, so `current_user` names
--   it. What keeps a query from changing it back is that only a query reaches the database (a
--   cursor over one statement in the extended protocol) and that set_config() is revoked below.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ziskomer_sql_reader') THEN
    -- The group every shop's role belongs to: it may read the views and nothing else.
    CREATE ROLE ziskomer_sql_reader NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ziskomer_sql_owner') THEN
    -- Owns the views: reads the base tables under their row-level security (never bypasses it).
    CREATE ROLE ziskomer_sql_owner NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
GRANT ziskomer_sql_owner TO CURRENT_USER;
GRANT ziskomer_sql_reader TO CURRENT_USER;

-- The shop a reader role belongs to, from the role's name; null for every other role, so a view
-- read by anyone else shows no rows. On PostgreSQL the session's login role decides; a reader
-- cannot SET ROLE to another shop's role (it is a member of none). On PGlite the session is the
-- superuser's, and the role the server set for the transaction decides.
CREATE FUNCTION sql_reader_shop_id() RETURNS uuid LANGUAGE sql STABLE
  AS $$
    SELECT CASE WHEN r ~ '^zsql_[0-9a-f]{32}$' THEN substr(r, 6)::uuid END
    FROM (SELECT CASE WHEN session_user::text ~ '^zsql_' THEN session_user::text
                      ELSE current_user::text END AS r) AS who
  $$;
REVOKE ALL ON FUNCTION sql_reader_shop_id() FROM PUBLIC;
-- A view's functions run with the rights of whoever reads the view, so the readers need it too
-- (it answers only their own shop's id).
GRANT EXECUTE ON FUNCTION sql_reader_shop_id() TO ziskomer_sql_owner, ziskomer_sql_reader;

CREATE SCHEMA shop_sql;
REVOKE ALL ON SCHEMA shop_sql FROM PUBLIC;
GRANT USAGE ON SCHEMA shop_sql TO ziskomer_sql_reader, ziskomer_sql_owner;
GRANT SELECT ON orders, order_items, customers, ad_spend, daily_shop_metrics TO ziskomer_sql_owner;

-- security_barrier: the reader's own conditions run after the view's shop filter, so a condition
-- that raises an error or counts rows cannot observe another shop's rows.
CREATE VIEW shop_sql.orders WITH (security_barrier) AS
  SELECT order_id, order_date, order_day, customer_key, customer_email, customer_name, customer_phone,
         customer_city, customer_country, customer_zip, revenue, revenue_without_vat, vat, margin,
         margin_estimated, currency, is_paid, is_online, is_cancelled, status, payment_method,
         shipping_method, acquisition_source, acquisition_campaign, item_count, source
  FROM public.orders WHERE shop_id = sql_reader_shop_id();

CREATE VIEW shop_sql.order_lines WITH (security_barrier) AS
  SELECT order_id, line_no, product_code, product_name, category, quantity, unit_price,
         quantity * unit_price AS line_revenue, margin, margin_estimated
  FROM public.order_items WHERE shop_id = sql_reader_shop_id();

CREATE VIEW shop_sql.customers WITH (security_barrier) AS
  SELECT customer_key, email, name, phone, city, country, zip, total_revenue, total_margin,
         total_orders, avg_order_value, first_order_date, last_order_date, is_returning, tier,
         lifetime_value, order_frequency, churn_risk, preferred_payment_method,
         preferred_shipping_method
  FROM public.customers WHERE shop_id = sql_reader_shop_id();

CREATE VIEW shop_sql.products WITH (security_barrier) AS
  SELECT coalesce(product_code, product_name) AS product_key, max(product_code) AS product_code,
         max(product_name) AS product_name, max(category) AS category,
         count(DISTINCT order_id)::integer AS orders, sum(quantity) AS quantity,
         sum(quantity * unit_price) AS revenue, sum(margin) AS margin,
         bool_or(margin_estimated) AS margin_estimated
  FROM public.order_items WHERE shop_id = sql_reader_shop_id()
  GROUP BY coalesce(product_code, product_name);

CREATE VIEW shop_sql.ad_spend WITH (security_barrier) AS
  SELECT day, channel, account, campaign, campaign_id, impressions, clicks, cost, conversions,
         conversion_value, currency, source
  FROM public.ad_spend WHERE shop_id = sql_reader_shop_id();

CREATE VIEW shop_sql.campaigns WITH (security_barrier) AS
  SELECT channel, account, campaign, min(day) AS first_day, max(day) AS last_day,
         sum(impressions)::bigint AS impressions, sum(clicks)::bigint AS clicks, sum(cost) AS cost,
         sum(conversions) AS conversions, sum(conversion_value) AS conversion_value
  FROM public.ad_spend WHERE shop_id = sql_reader_shop_id()
  GROUP BY channel, account, campaign;

CREATE VIEW shop_sql.daily_metrics WITH (security_barrier) AS
  SELECT day, orders, revenue, revenue_without_vat, margin, margin_estimated_orders, paid_orders,
         cancelled_orders, online_orders, items, new_customers, returning_customer_orders
  FROM public.daily_shop_metrics WHERE shop_id = sql_reader_shop_id();

CREATE VIEW shop_sql.daily_ad_spend WITH (security_barrier) AS
  SELECT day, sum(cost) AS cost, sum(clicks)::bigint AS clicks,
         sum(impressions)::bigint AS impressions, sum(conversions) AS conversions,
         sum(conversion_value) AS conversion_value
  FROM public.ad_spend WHERE shop_id = sql_reader_shop_id()
  GROUP BY day;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['orders', 'order_lines', 'customers', 'products', 'ad_spend',
                               'campaigns', 'daily_metrics', 'daily_ad_spend'] LOOP
    EXECUTE format('ALTER VIEW shop_sql.%I OWNER TO ziskomer_sql_owner', name);
    EXECUTE format('GRANT SELECT ON shop_sql.%I TO ziskomer_sql_reader', name);
  END LOOP;
END $$;

-- Functions a reader must never call, whatever the editor's parser lets through. Most are
-- executable by PUBLIC out of the box; revoking from PUBLIC and granting back to the application's
-- role leaves the application as it was. (pg_read_file, lo_import/lo_export, COPY … PROGRAM and
-- the like are already limited to superusers and pg_read_server_files & co., which no reader is.)
DO $$
DECLARE
  fn regprocedure;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.pronamespace = 'pg_catalog'::regnamespace
      AND (p.proname IN ('set_config', 'pg_notify', 'pg_sleep', 'pg_sleep_for', 'pg_sleep_until',
                         'lo_creat', 'lo_create', 'lo_from_bytea', 'lo_put', 'lowrite', 'lo_unlink',
                         'lo_truncate', 'lo_truncate64', 'lo_open', 'lo_close', 'loread', 'lo_get',
                         'lo_lseek', 'lo_lseek64', 'lo_tell', 'lo_tell64',
                         'query_to_xml', 'query_to_xmlschema', 'query_to_xml_and_xmlschema',
                         'cursor_to_xml', 'cursor_to_xmlschema', 'table_to_xml', 'table_to_xmlschema',
                         'table_to_xml_and_xmlschema', 'schema_to_xml', 'schema_to_xmlschema',
                         'schema_to_xml_and_xmlschema', 'database_to_xml', 'database_to_xmlschema',
                         'database_to_xml_and_xmlschema', 'pg_terminate_backend', 'pg_cancel_backend',
                         'txid_current', 'pg_current_xact_id')
           OR p.proname LIKE 'pg\_advisory\_%' OR p.proname LIKE 'pg\_try\_advisory\_%')
  LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO ziskomer_app', fn);
  END LOOP;
END $$;
