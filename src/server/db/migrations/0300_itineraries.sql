-- Itineraries (issue 6). The editable document is request + plan + notes + title; `version` increments on every
-- save and is the ETag (optimistic concurrency: UPDATE ... WHERE id = $1 AND version = $2). Summary columns
-- (dates, cities, totals, cover, search_text) are derived on save so My Trips lists without reading plans.
CREATE TABLE itineraries (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  request jsonb NOT NULL,
  plan jsonb NOT NULL,
  notes jsonb NOT NULL DEFAULT '{"items":{},"days":{}}'::jsonb,
  start_date date NOT NULL,
  end_date date NOT NULL,
  cities jsonb NOT NULL DEFAULT '[]'::jsonb,
  search_text text NOT NULL DEFAULT '',
  travellers integer NOT NULL DEFAULT 1,
  currency text NOT NULL,
  total bigint NOT NULL DEFAULT 0,
  budget bigint,
  feasible boolean NOT NULL DEFAULT true,
  cover jsonb NOT NULL DEFAULT '{"bbox":null,"route":[],"points":[]}'::jsonb,
  public_id text,
  shared_at timestamptz,
  archived_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT itineraries_public_id_key UNIQUE (public_id)
);
CREATE INDEX itineraries_owner_updated_idx ON itineraries (owner_id, updated_at DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX itineraries_owner_start_idx ON itineraries (owner_id, start_date, id) WHERE deleted_at IS NULL;
CREATE INDEX itineraries_deleted_idx ON itineraries (deleted_at) WHERE deleted_at IS NOT NULL;

-- Generations started per user per UTC day (GENERATION_LIMIT_PER_DAY), incremented atomically.
CREATE TABLE itinerary_generations (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
