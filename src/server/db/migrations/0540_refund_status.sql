-- A refund is written as pending (its amount reserved against the invoice) before the payment provider is asked,
-- and settled after the answer: the provider call holds no row lock and no connection (with PGlite, one
-- connection, a slow Stripe answer used to stall every other request). A refund the provider refused is deleted
-- (nothing was refunded); a pending row left by a crash is finished by a retry with the same idempotency key.
ALTER TABLE invoice_refunds
  ADD COLUMN status text NOT NULL DEFAULT 'succeeded' CHECK (status IN ('pending', 'succeeded'));
CREATE INDEX invoice_refunds_pending_idx ON invoice_refunds (invoice_id) WHERE status = 'pending';
