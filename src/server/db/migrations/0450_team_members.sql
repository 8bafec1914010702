-- Team seats (issue 12, decision 015): the Team subscriber invites members by e-mail, up to the plan's seats.
-- A member signed in with that e-mail gets the owner's Team entitlements while the owner's plan lasts.
-- One team per e-mail address; addresses are stored lower-case.
CREATE TABLE team_members (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT team_members_email_key UNIQUE (email),
  CONSTRAINT team_members_email_lower_check CHECK (email = lower(email))
);
CREATE INDEX team_members_owner_idx ON team_members (owner_id);
