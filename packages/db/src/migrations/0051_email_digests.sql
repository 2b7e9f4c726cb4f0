-- E-mail digests and anomaly alerts (issue 18, docs/ARCHITECTURE.md "E-mail digests and alerts").
--
-- One settings row per shop: how often its digest goes out and whether its daily anomaly alerts
-- run. The schedules themselves are job schedules (kinds 'email-digest' and 'anomaly-alerts').
CREATE TABLE digest_settings (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  frequency text NOT NULL DEFAULT 'off' CHECK (frequency IN ('off', 'weekly', 'monthly')),
  anomaly_alerts boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

-- Who gets the digest: a member of the shop (user_id set; the address follows the account) or
-- an outside address (an accountant, the agency's client). The unsubscribe link carries the
-- recipient's id and `unsubscribe_nonce`, signed: using it changes the nonce, so a link works
-- once, and the signature ties it to this one recipient.
CREATE TABLE digest_recipients (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  language text NOT NULL CHECK (language IN ('cs', 'en')),
  unsubscribe_nonce text NOT NULL,
  unsubscribed_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id)
);
CREATE UNIQUE INDEX digest_recipients_email_idx ON digest_recipients (shop_id, lower(email));

-- Every e-mail of a digest, preview or alert, written BEFORE it is handed to the mailer
-- (status 'sending') under a key unique per shop: 'digest:<period>:<address>' for a scheduled
-- digest. A retried job or a restart after a crash finds the row and does not send again (at most
-- once; a row left in 'sending' becomes 'unknown'). Only a row whose send failed with an error
-- (so the message was not accepted) is tried again.
CREATE TABLE digest_deliveries (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('digest', 'preview', 'alert')),
  period_key text NOT NULL,
  recipient_id uuid,
  email text NOT NULL,
  language text NOT NULL CHECK (language IN ('cs', 'en')),
  status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'unknown')),
  error text,
  attempts integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, idempotency_key)
);
CREATE INDEX digest_deliveries_recent_idx ON digest_deliveries (shop_id, created_at DESC);

-- One row per shop, metric and closed day: the unique key is what keeps an alert from being
-- raised twice, however often the job runs.
CREATE TABLE anomaly_alerts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  day date NOT NULL,
  metric text NOT NULL CHECK (metric IN ('revenue', 'orders', 'margin', 'adSpend', 'poas', 'trackedShare')),
  direction text NOT NULL CHECK (direction IN ('up', 'down')),
  value numeric NOT NULL,
  baseline numeric NOT NULL,
  lower_bound numeric NOT NULL,
  upper_bound numeric NOT NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, day, metric)
);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['digest_settings', 'digest_recipients', 'digest_deliveries', 'anomaly_alerts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Every shop has its daily anomaly check at 06:00 in its zone (the day closed at midnight; six
-- hours leave the night's scheduled imports time to bring it in). Existing shops get the schedule
-- here, new ones from a trigger, as the rollups' refresh is queued by triggers (0033, 0036):
-- SECURITY DEFINER because the shop is inserted before its creator's scope names it, and the
-- function only ever inserts this one schedule. The handler reads `digest_settings.anomaly_alerts`
-- and does nothing for a shop that turned them off.
CREATE FUNCTION digests_schedule_anomaly_alerts() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
BEGIN
  INSERT INTO job_schedules (shop_id, kind, payload, daily_at, next_run_at)
  SELECT n.id, 'anomaly-alerts', jsonb_build_object('shopId', n.id), '06:00',
         ((now() AT TIME ZONE n.time_zone)::date + 1 + time '06:00') AT TIME ZONE n.time_zone
  FROM new_rows n;
  RETURN NULL;
END $$;
CREATE TRIGGER shops_schedule_anomaly_alerts AFTER INSERT ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION digests_schedule_anomaly_alerts();

INSERT INTO job_schedules (shop_id, kind, payload, daily_at, next_run_at)
  SELECT id, 'anomaly-alerts', jsonb_build_object('shopId', id), '06:00',
         ((now() AT TIME ZONE time_zone)::date + 1 + time '06:00') AT TIME ZONE time_zone
  FROM shops;
