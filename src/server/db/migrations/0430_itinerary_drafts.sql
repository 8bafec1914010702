-- Drafts (issue 10, decision 013): a trip the assistant planned opens as a draft. It is the owner's to open, edit,
-- keep or discard, but My Trips neither lists nor counts it until kept; a discarded draft is deleted for good, and
-- drafts nobody kept go after 7 days.
ALTER TABLE itineraries ADD COLUMN draft boolean NOT NULL DEFAULT false;
