-- Sign-in and account lifecycle (utility-api/README.md): one-time codes, link codes, the OTP sessions of
-- the e-bill, contact and new-customer flows (001 §7, 002 §7), and trusted computers keyed by a token hash.

-- An OTP session (001 §3): lives `otpSessionStepSeconds`, owns an e-mail code and/or an SMS code.
CREATE TABLE otp_sessions (
  id INTEGER PRIMARY KEY,
  email TEXT,
  mobile_no TEXT,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK (email IS NOT NULL OR mobile_no IS NOT NULL)
);

-- A numeric code sent by e-mail or SMS (docs/architecture.md §2). It belongs to a user or to an OTP session; only the
-- newest code of an owner and purpose counts. `payload` is what the code confirms (a new email or mobile).
CREATE TABLE one_time_codes (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  otp_session_id INTEGER REFERENCES otp_sessions (id) ON DELETE CASCADE,
  payload TEXT,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  CHECK ((user_id IS NULL) <> (otp_session_id IS NULL))
);
CREATE INDEX one_time_codes_user ON one_time_codes (user_id, purpose);
CREATE INDEX one_time_codes_session ON one_time_codes (otp_session_id, purpose);

-- A long random code mailed as a link (/activate/{code}, /changeEmailComplete/{code}); only its hash is kept.
CREATE TABLE link_codes (
  code_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'changeEmail')),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payload TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX link_codes_user ON link_codes (user_id, purpose);

-- Trusted-computer tokens were never issued before this migration; from now on only their hash is stored.
DELETE FROM trusted_computers;
ALTER TABLE trusted_computers RENAME COLUMN token TO token_hash;
CREATE INDEX trusted_computers_user ON trusted_computers (user_id);
