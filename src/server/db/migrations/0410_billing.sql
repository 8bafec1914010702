-- Billing (issue 12): subscriptions, monthly usage counters, checkout sessions, invoices, webhook events,
-- coupons and an audit trail. Money is integer minor units (bigint) with its currency.

-- One row per user (the current subscription); Free users have none or an expired one.
CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id text NOT NULL,
  billing text NOT NULL,
  status text NOT NULL,
  provider text NOT NULL,
  provider_customer_id text,
  provider_subscription_id text,
  card_brand text,
  card_last4 text,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  trial_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  retry_count integer NOT NULL DEFAULT 0,
  next_retry_at timestamptz,
  grace_until timestamptz,
  credit_minor bigint NOT NULL DEFAULT 0,
  reminder_sent_for timestamptz,
  last_event_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscriptions_user_key UNIQUE (user_id),
  CONSTRAINT subscriptions_status_check CHECK (status IN ('trialing', 'active', 'past_due', 'canceled', 'expired')),
  CONSTRAINT subscriptions_credit_check CHECK (credit_minor >= 0)
);
CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end) WHERE status <> 'expired';
CREATE UNIQUE INDEX subscriptions_provider_sub_key ON subscriptions (provider_subscription_id) WHERE provider_subscription_id IS NOT NULL;

-- Usage per user, kind and calendar month (UTC); `bonus` holds extra credits from coupons. Incremented atomically.
CREATE TABLE usage_counters (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  period text NOT NULL,
  kind text NOT NULL,
  used integer NOT NULL DEFAULT 0,
  bonus integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, period, kind)
);

CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id text NOT NULL,
  billing text NOT NULL,
  provider text NOT NULL,
  provider_session_id text,
  status text NOT NULL DEFAULT 'open',
  currency text NOT NULL,
  subtotal_minor bigint NOT NULL,
  discount_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL,
  trial_days integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE invoice_number_seq;
CREATE TABLE invoices (
  id text PRIMARY KEY,
  number text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id text,
  provider_invoice_id text NOT NULL UNIQUE,
  status text NOT NULL,
  currency text NOT NULL,
  subtotal_minor bigint NOT NULL,
  discount_minor bigint NOT NULL DEFAULT 0,
  credit_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL,
  vat_rate_bp integer NOT NULL,
  total_minor bigint NOT NULL,
  refunded_minor bigint NOT NULL DEFAULT 0,
  lines jsonb NOT NULL,
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_refund_check CHECK (refunded_minor >= 0 AND refunded_minor <= total_minor)
);
CREATE INDEX invoices_user_idx ON invoices (user_id, created_at DESC);

-- Every webhook event once: the primary key refuses a replay inside the same transaction that applies it.
CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  created_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  id text PRIMARY KEY,
  code text NOT NULL,
  kind text NOT NULL,
  percent_off integer,
  amount_off_minor bigint,
  currency text,
  duration text NOT NULL DEFAULT 'once',
  duration_months integer,
  plan_id text,
  free_days integer,
  credit_kind text,
  credit_amount integer,
  allowed_plans jsonb,
  first_time_only boolean NOT NULL DEFAULT false,
  valid_from timestamptz,
  valid_until timestamptz,
  max_redemptions integer,
  max_per_user integer NOT NULL DEFAULT 1,
  redeemed_count integer NOT NULL DEFAULT 0,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT coupons_kind_check CHECK (kind IN ('percent', 'amount', 'free_period', 'credits')),
  CONSTRAINT coupons_count_check CHECK (max_redemptions IS NULL OR redeemed_count <= max_redemptions)
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (lower(code));

CREATE TABLE coupon_redemptions (
  id text PRIMARY KEY,
  coupon_id text NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Discount coupons: how many invoices it still applies to (NULL = forever; 0 = used).
  cycles_left integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_user_idx ON coupon_redemptions (user_id, created_at DESC);

CREATE TABLE billing_audit (
  id bigserial PRIMARY KEY,
  user_id text,
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- E-mails the billing jobs would send (no mail server): renewal reminders, failed payments.
CREATE TABLE billing_emails (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The per-day generation counter is replaced by usage_counters (monthly, per plan).
DROP TABLE itinerary_generations;
