-- Places added by the importers (OSM GeoJSON / Overpass / CSV). Curated places ship in data/; both are
-- served the same way by the knowledge base. `data` is a Place (src/core/places/schema.ts).
CREATE TABLE imported_places (
  id text PRIMARY KEY,
  destination_id text NOT NULL,
  source text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imported_places_destination_idx ON imported_places (destination_id);
