-- Reference schema of the utility REST contract (utility-api/README.md). Booleans are 0/1 integers,
-- moments ISO-8601 UTC text, settings values JSON text.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE organisation_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE texts (
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);

CREATE TABLE portal_welcome_messages (
  lang TEXT PRIMARY KEY,
  message TEXT NOT NULL
);

CREATE TABLE localized_files (
  kind INTEGER NOT NULL,
  lang TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL,
  PRIMARY KEY (kind, lang)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  id_no TEXT NOT NULL,
  email TEXT,
  mobile_no TEXT
);

CREATE TABLE properties (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  street TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL
);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  account_key TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  property_id INTEGER NOT NULL REFERENCES properties (id)
);
CREATE INDEX accounts_customer ON accounts (customer_id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT COLLATE NOCASE UNIQUE,
  mobile_no TEXT UNIQUE,
  name TEXT NOT NULL,
  role INTEGER NOT NULL CHECK (role IN (1, 2)),
  registration_type INTEGER NOT NULL DEFAULT 1 CHECK (registration_type IN (1, 2)),
  active INTEGER NOT NULL DEFAULT 1,
  password_hash TEXT NOT NULL,
  language TEXT,
  customer_id INTEGER REFERENCES customers (id),
  selected_account_id INTEGER REFERENCES accounts (id),
  employee_flags TEXT NOT NULL DEFAULT '[]',
  is_field_worker INTEGER NOT NULL DEFAULT 0,
  link_to_warehouse INTEGER NOT NULL DEFAULT 0,
  warehouse_id INTEGER,
  meter_warehouse_id INTEGER,
  show_contact_us_email INTEGER NOT NULL DEFAULT 1,
  contact_us_url TEXT,
  CHECK (email IS NOT NULL OR mobile_no IS NOT NULL)
);

CREATE TABLE account_users (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relation TEXT NOT NULL CHECK (relation IN ('owner', 'tenant', 'representative')),
  PRIMARY KEY (account_id, user_id)
);
CREATE INDEX account_users_user ON account_users (user_id);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  language TEXT,
  created_at TEXT NOT NULL,
  last_seen TEXT NOT NULL
);

CREATE TABLE trusted_computers (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient);
