-- The AI travel assistant (issue 10). Conversations belong to one user (deleted with the account); messages keep
-- their text, cards, tool calls and change proposals as JSON. Usage counts messages (and model tokens) per user
-- and UTC month for the quota.
CREATE TABLE assistant_conversations (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  itinerary_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_conversations_owner_idx ON assistant_conversations (owner_id, updated_at DESC);

CREATE TABLE assistant_messages (
  id text PRIMARY KEY,
  conversation_id text NOT NULL REFERENCES assistant_conversations (id) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  role text NOT NULL,
  text text NOT NULL,
  cards jsonb NOT NULL DEFAULT '[]'::jsonb,
  proposals jsonb NOT NULL DEFAULT '[]'::jsonb,
  tools jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'complete',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_messages_conversation_idx ON assistant_messages (conversation_id, seq);

CREATE TABLE assistant_usage (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month text NOT NULL,
  messages integer NOT NULL DEFAULT 0,
  input_tokens bigint NOT NULL DEFAULT 0,
  output_tokens bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, month)
);
