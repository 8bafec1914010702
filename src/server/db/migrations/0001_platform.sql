-- Platform tables owned by the foundation: client error reports and contact/enterprise messages.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  message text NOT NULL,
  stack text,
  url text,
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_agent text,
  user_id text,
  request_id text,
  ip_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_errors_created_at_idx ON client_errors (created_at DESC);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'enterprise', 'support')),
  name text NOT NULL,
  email text NOT NULL,
  company text,
  topic text,
  team_size text,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);
