-- The admin area (issue 13). Operators are not travellers: their own accounts (argon2id hashes, TOTP), their own
-- short sessions, recovery codes stored hashed, an append-only audit log and the state of client error groups.
CREATE TABLE admin_accounts (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'support')),
  totp_secret text,
  totp_enabled_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
CREATE UNIQUE INDEX admin_accounts_email_key ON admin_accounts (lower(email));

CREATE TABLE admin_recovery_codes (
  admin_id text NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (admin_id, code_hash)
);

-- `second_factor` is false while a new operator enrols TOTP: such a session reaches only the enrolment endpoints.
CREATE TABLE admin_sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  admin_id text NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  second_factor boolean NOT NULL DEFAULT false,
  reauth_at timestamptz,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX admin_sessions_admin_id_idx ON admin_sessions (admin_id);

-- Who did what to which target, when and from where. No foreign keys: the record outlives what it names.
CREATE TABLE admin_audit_log (
  id bigserial PRIMARY KEY,
  admin_id text,
  admin_email text,
  action text NOT NULL,
  target_type text,
  target_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC);
CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, created_at DESC);

CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER admin_audit_log_no_update_delete BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();

-- A client error's group: its message and the first stack line that names a code location (the top frame).
CREATE FUNCTION client_error_fingerprint(message text, stack text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(coalesce(message, '') || E'\n' || coalesce((
    SELECT trim(line) FROM unnest(string_to_array(coalesce(stack, ''), E'\n')) WITH ORDINALITY AS l(line, n)
    WHERE line ~ '^\s*at \S' OR line ~ '@\S'
    ORDER BY n LIMIT 1
  ), ''));
$$;

CREATE TABLE client_error_groups (
  fingerprint text PRIMARY KEY,
  resolved_at timestamptz,
  resolved_by text
);
