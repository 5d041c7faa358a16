-- Visitors' applications of the families open to them (docs/applicationFamilies.md "Visitors"). Each one is an
-- ordinary family application (026) owned by an inactive user of its own — no password, an address of the
-- reserved `.invalid` domain, named after the visitor — so that every application call checks a visitor's
-- access as it checks a customer's: that user owns this one application and nothing else. Here: who the
-- visitor is (the e-mail proved with a one-time code) and where mailed links point.
CREATE TABLE visitor_family_applications (
  application_id INTEGER PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile_no TEXT,
  -- The portal's public address the gateway named at the start: the links of later e-mails are written on it.
  portal_url TEXT,
  created_at TEXT NOT NULL
);

-- Resume keys: every e-mail carries a new one (only its SHA-256 hash is kept, so a key cannot be mailed again);
-- each stays valid for its application.
CREATE TABLE visitor_family_keys (
  key_hash TEXT PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES visitor_family_applications (application_id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX visitor_family_keys_application ON visitor_family_keys (application_id);
