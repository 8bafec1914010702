-- The admin area's operations (issue 13): refunds, TOTP replay protection, API latency and daily assistant usage.

-- One row per refund an operator made. The idempotency key (from the operator's form) makes a retried request
-- answer the same refund instead of paying out twice; the same key goes to the payment provider.
CREATE TABLE invoice_refunds (
  id text PRIMARY KEY,
  invoice_id text NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  reason text NOT NULL,
  provider text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  admin_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_refunds_invoice_idx ON invoice_refunds (invoice_id, created_at);
CREATE INDEX invoice_refunds_created_idx ON invoice_refunds (created_at);
CREATE INDEX invoices_created_idx ON invoices (created_at);
CREATE INDEX coupon_redemptions_coupon_idx ON coupon_redemptions (coupon_id, created_at);

-- The last TOTP time step accepted for the operator: a code is refused unless its step is later (no replay).
ALTER TABLE admin_accounts ADD COLUMN totp_last_step bigint;

-- API latency as a histogram per minute and process (the counts per bucket of src/server/plugins/latency.ts),
-- flushed from memory about once a minute: a handful of rows per minute, never one per request.
CREATE TABLE api_latency_minutes (
  id bigserial PRIMARY KEY,
  minute timestamptz NOT NULL,
  requests integer NOT NULL,
  buckets integer[] NOT NULL
);
CREATE INDEX api_latency_minutes_minute_idx ON api_latency_minutes (minute);

-- assistant_usage counts per user and month (for the quota); the dashboard charts per day. A trigger adds each
-- change's delta to the day's row, so the assistant's code stays as it is.
CREATE TABLE assistant_usage_daily (
  day date PRIMARY KEY,
  messages integer NOT NULL DEFAULT 0,
  input_tokens bigint NOT NULL DEFAULT 0,
  output_tokens bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION assistant_usage_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_messages integer := NEW.messages - CASE WHEN TG_OP = 'UPDATE' THEN OLD.messages ELSE 0 END;
  d_input bigint := NEW.input_tokens - CASE WHEN TG_OP = 'UPDATE' THEN OLD.input_tokens ELSE 0 END;
  d_output bigint := NEW.output_tokens - CASE WHEN TG_OP = 'UPDATE' THEN OLD.output_tokens ELSE 0 END;
BEGIN
  IF d_messages <> 0 OR d_input <> 0 OR d_output <> 0 THEN
    INSERT INTO assistant_usage_daily (day, messages, input_tokens, output_tokens)
    VALUES ((now() AT TIME ZONE 'UTC')::date, d_messages, d_input, d_output)
    ON CONFLICT (day) DO UPDATE SET
      messages = assistant_usage_daily.messages + EXCLUDED.messages,
      input_tokens = assistant_usage_daily.input_tokens + EXCLUDED.input_tokens,
      output_tokens = assistant_usage_daily.output_tokens + EXCLUDED.output_tokens;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER assistant_usage_daily_trigger AFTER INSERT OR UPDATE ON assistant_usage
  FOR EACH ROW EXECUTE FUNCTION assistant_usage_daily_add();
