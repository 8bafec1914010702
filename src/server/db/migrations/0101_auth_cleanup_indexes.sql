-- Expired sessions, sign-in transactions and provider records are purged at each sign-in; keep that cheap.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at);
CREATE INDEX auth_transactions_expires_at_idx ON auth_transactions (expires_at);
CREATE INDEX oidc_payloads_expires_at_idx ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
