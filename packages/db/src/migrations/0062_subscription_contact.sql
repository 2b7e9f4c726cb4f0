-- The account's plan (packages/contracts/src/subscription.ts): one row per user, since shops and
-- projects are owned by the user who created them. Every account starts a 14-day trial of the
-- full plan at sign-up; 'full' in `plan` is granted by the operator after an agreement (there is
-- no payment provider). Once the trial has ended and nothing was granted the account is on the
-- free plan: nothing is deleted, only new shops and connections over its limits are refused.
-- An identity table like users and profiles: no row-level security, no route writes it.
CREATE TABLE account_plans (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'full')),
  trial_started_at timestamptz NOT NULL,
  trial_ends_at timestamptz NOT NULL CHECK (trial_ends_at >= trial_started_at),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Accounts that existed before plans did get a trial from today, so no one loses a shop's use
-- the moment this runs.
INSERT INTO account_plans (user_id, trial_started_at, trial_ends_at)
SELECT id, now(), now() + interval '14 days' FROM users
ON CONFLICT (user_id) DO NOTHING;

-- Messages of the contact form (POST /api/contact), kept so that none is lost when mail fails.
-- Written by the app only; no route reads them (the operator gets each one by e-mail, and reads
-- the table in the database as its owner). Row-level security with an insert-only policy and not
-- forced: the app's role can add a message but never read, change or delete one.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  page text,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;
CREATE POLICY contact_messages_insert ON contact_messages FOR INSERT WITH CHECK (true);
